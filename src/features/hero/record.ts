import type { HeroData } from "./defaults";

/** A hero section as the API answers it: the form's fields (every value filled in) and where it sits. */
export type HeroSection = HeroData & {
  id: number;
  organization_id: number;
  url_page: string;
  order: number;
  version: number;
  created_at: string;
  updated_at: string;
};
