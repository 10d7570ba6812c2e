import type { JsonRow } from "@/platform/db/json-row";
import type { HeroData } from "./defaults";
import type { heroSections } from "./tables";

/** A stored hero row: the form is in `data`. */
export type HeroRow = typeof heroSections.$inferSelect;

/** A hero section as the API answers it: the form's fields (every value filled in) and the table's other columns (where it sits). */
export type HeroSection = HeroData & Omit<JsonRow<HeroRow>, "data">;
