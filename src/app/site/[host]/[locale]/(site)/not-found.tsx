import type { Metadata } from "next";
import { Breadcrumbs } from "@/features/chrome";
import { PageNotFound } from "@/features/pages/server";

// Not-found pages take no generateMetadata: the title is English in every language (the page's text is not); the layout adds " – Site".
export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/**
 * A `notFound()` inside the site layout. Site pages with nothing to show render
 * their 404 themselves (MissingPage in src/features/site), because a production
 * build answers `notFound()` with an empty page that only JavaScript fills; this
 * stays for anything else that calls it, and for client navigations.
 */
export default function NotFound() {
  return (
    <>
      <PageNotFound />
      <Breadcrumbs />
    </>
  );
}
