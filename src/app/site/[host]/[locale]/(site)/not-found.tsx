import { PageNotFound } from "@/features/pages/server";

/** An unknown path of a site (inside the site layout: the site's name and language are known). */
export default function NotFound() {
  return <PageNotFound />;
}
