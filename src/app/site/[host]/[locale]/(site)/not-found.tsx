import type { Metadata } from "next";
import { PageNotFound } from "@/features/pages/server";

// Not-found pages take no generateMetadata: the title is English in every language (the page's text is not); the layout adds " – Site".
export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/** An unknown path of a site (inside the site layout: the site's name and language are known). */
export default function NotFound() {
  return <PageNotFound />;
}
