import "server-only";
import type { BlockList } from "@/features/site/server";
import { badRequest, notFound, parseId } from "@/platform/http/errors";
import { authenticate, authorizeUser } from "@/platform/tenancy/authorize";
import { loadSite, siteLanguages } from "@/platform/tenancy/organizations";
import { organizationOfHost } from "@/platform/tenancy/request";
import { withMessage } from "../texts";
import { checkedPages, checkSite, type CheckedPage } from "./check";

export const SITE_CHECK_MESSAGES = {
  organizationNotFound: "Organization not found",
  page: "page must be a page's or post's id, or home",
  pageNotFound: "Page not found",
  locale: "locale must be one of the site's languages: {locales}",
  unknownParameter: "Unknown parameter {name}: the check takes page and locale",
};

/**
 * GET /api/organizations/{id}/check?page=<id|home>&locale=<code>: the check before
 * publishing for automation (docs/decisions.md "A check before publishing"). Every
 * member of the organization (as the dashboard); without `page` the whole site, without
 * `locale` every language. Answers `{ findings: [{ kind, message, page, locale, field, editor }] }`,
 * messages in English. `registry`: the block list (src/app/blocks.ts).
 */
export async function siteCheckRoute(registry: BlockList, request: Request, idParam: string): Promise<Response> {
  const user = await authenticate(request);
  const id = parseId(idParam, SITE_CHECK_MESSAGES.organizationNotFound);
  const organizationId = await organizationOfHost(request);
  if (organizationId !== id) throw notFound(SITE_CHECK_MESSAGES.organizationNotFound);
  await authorizeUser(request, user, organizationId);
  const site = await loadSite(organizationId);
  if (!site) throw notFound(SITE_CHECK_MESSAGES.organizationNotFound);

  const query = new URL(request.url).searchParams;
  for (const name of query.keys())
    if (name !== "page" && name !== "locale") throw badRequest(SITE_CHECK_MESSAGES.unknownParameter.replace("{name}", name.slice(0, 50)));
  const languages: string[] = siteLanguages(site.settings);
  const locale = query.get("locale");
  if (locale !== null && !languages.includes(locale)) throw badRequest(SITE_CHECK_MESSAGES.locale.replace("{locales}", languages.join(", ")));
  const pageParam = query.get("page");
  let page: CheckedPage | undefined;
  if (pageParam !== null) {
    const pages = await checkedPages(site);
    if (pageParam === "home") page = pages[0];
    else if (/^\d{1,9}$/.test(pageParam) && Number(pageParam) > 0) {
      page = pages.find((p) => p.id === Number(pageParam));
      // Another organization's page, a hidden post, an id nothing has: none of this site's pages.
      if (!page) throw notFound(SITE_CHECK_MESSAGES.pageNotFound);
    } else throw badRequest(SITE_CHECK_MESSAGES.page);
  }
  const findings = await checkSite(registry, site, { page, locale: locale ?? undefined });
  return Response.json({ findings: findings.map((finding) => withMessage(finding, "en")) }, { headers: { "cache-control": "private, no-store" } });
}
