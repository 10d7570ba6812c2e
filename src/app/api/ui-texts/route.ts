import { HttpError, route } from "@/platform/http/errors";
import { messagesFor } from "@/platform/i18n/messages";
import { isLocale } from "@/platform/i18n/locales";
// The catalog the site layout hands the App Router's pages (src/app/public-pages/frame.tsx): the features' texts join it when their server entries load.
import "@/features/basket/server";
import "@/features/banners/server";
import "@/features/chrome/server";
import "@/features/consent/server";
import "@/features/embeds/server";
import "@/features/listings/server";
import "@/features/messages/server";
import "@/features/products/server";
import "@/features/reviews/server";

export const dynamic = "force-dynamic";

/**
 * GET /api/ui-texts?locale=es: a locale's UI texts, compiled, as the site layout hands them
 * to the App Router's pages. The members' editing layer on a page the islands renderer wrote
 * loads them (a visitor's page carries only the texts its islands and widgets read). The same
 * for everyone, and unchanged until the next deployment.
 */
export const GET = route(async (request) => {
  const locale = new URL(request.url).searchParams.get("locale") ?? "";
  if (!isLocale(locale)) throw new HttpError(400, "Unknown locale");
  return Response.json(messagesFor(locale), { headers: { "Cache-Control": "public, max-age=300" } });
});
