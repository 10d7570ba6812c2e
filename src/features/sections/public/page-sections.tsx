import { loadPageSections } from "../server/queries";
import { TemplateSections } from "./template-sections";

/** Loads and renders a page's sections (for a Suspense boundary under content that does not wait for them). */
export async function PageSections({ organizationId, urlPage, locale }: { organizationId: number; urlPage: string; locale: string }) {
  const sections = await loadPageSections(organizationId, urlPage);
  return <TemplateSections sections={sections} locale={locale} />;
}
