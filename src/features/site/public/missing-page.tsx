import { Breadcrumbs } from "@/features/chrome";
import { PageNotFound } from "@/features/pages/server";
import { answerNotFound } from "@/platform/http/response-status";

/**
 * A path of the site with nothing to show: the site's 404 page, rendered here on
 * the server inside the site's layout (header with the menu, footer, breadcrumbs),
 * answered 404 and never cached. Not `notFound()`: in a production build that
 * answers an empty page drawn only by JavaScript (src/platform/http/response-status.ts).
 */
export function MissingPage() {
  answerNotFound();
  return (
    <>
      <PageNotFound />
      <Breadcrumbs />
    </>
  );
}
