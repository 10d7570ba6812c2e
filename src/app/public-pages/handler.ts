import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { isDatabaseUnavailable } from "@/platform/db/errors";
import { isAdminToken } from "@/platform/http/admin-token";
import { isDecodablePath, requestRoute, SITE_PATH_PATTERN, type RequestRoute } from "@/platform/http/request-route";
import { answerDatabaseUnavailable } from "@/platform/http/response-status";
import { documentAssets, nextSitePages } from "./assets";
import { isMemberRequest } from "@/platform/tenancy/viewer";
import { renderIslandsPage } from "./render";
import { PUBLIC_PAGES } from "./routes";

/**
 * Public pages by the islands renderer: the default (issue 40, step 5). `ONSITE_RENDERER=app` keeps
 * the App Router's render of them, the old path, for the parity test's and the benchmark's before/after.
 */
export const islandsRendererOn = () => process.env.ONSITE_RENDERER !== "app";

/** The addresses the proxy routes to the site's pages (its matcher: not /api/, /_next/, /_onsite/, nor the root's files). */
const SITE_PATHS = new RegExp(`^${SITE_PATH_PATTERN}$`);

/**
 * `x-onsite-renderer: next` or `islands` with the operator's token (`x-onsite-admin-token`):
 * that renderer's answer for a public page, whatever the setting, to compare the two on
 * one server (the parity test, the benchmark). A visitor cannot choose; the front cache
 * neither keeps nor answers these requests (src/platform/cache/front-cache.ts).
 */
export const RENDERER_HEADER = "x-onsite-renderer";

function operatorChoice(req: IncomingMessage): "next" | "islands" | null {
  const asked = req.headers[RENDERER_HEADER];
  if (asked !== "next" && asked !== "islands") return null;
  return isAdminToken(req.headers["x-onsite-admin-token"]) ? asked : null;
}

/** Requests the App Router's own client sends (flight data, server actions): Next's, always. */
const NEXT_HEADERS = ["rsc", "next-action", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch"];

/**
 * The islands renderer in the renderer thread (scripts/renderer.ts): `takes()` says
 * whether a request is a public page's (GET or HEAD of home, a page or post, /blog,
 * /help-center, /basket, or a path with nothing, with or without a locale prefix, on
 * any host), `answer()` renders it. Everything else (the API, Next's files, the
 * personal pages and sign-in forms) stays Next's. Reads the build's stylesheets and
 * routes once, at start. With `ONSITE_RENDERER=app`, it answers only the operator's requests
 * for it (RENDERER_HEADER).
 */
export function islandsRenderer(root: string) {
  const distDir = path.join(root, process.env.ONSITE_DIST_DIR || ".next");
  const assets = documentAssets(root, distDir);
  const nextPages = nextSitePages(distDir, Object.keys(PUBLIC_PAGES));
  return {
    takes(req: IncomingMessage): { route: RequestRoute; pathname: string; search: string } | null {
      if (req.method !== "GET" && req.method !== "HEAD") return null;
      const choice = operatorChoice(req);
      if (NEXT_HEADERS.some((header) => header in req.headers) || choice === "next" || (!islandsRendererOn() && choice !== "islands")) return null;
      const url = req.url ?? "/";
      const queryAt = url.indexOf("?");
      const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
      const search = queryAt < 0 ? "" : url.slice(queryAt);
      if (!pathname.startsWith("/") || !SITE_PATHS.test(pathname) || !isDecodablePath(pathname)) return null;
      const route = requestRoute(String(req.headers.host ?? ""), pathname);
      if (route.personal || nextPages.has(route.path.replace(/\/+$/, "") || "/")) return null;
      return { route, pathname, search };
    },

    async answer(req: IncomingMessage, res: ServerResponse, { route, pathname, search }: { route: RequestRoute; pathname: string; search: string }) {
      try {
        // The session, for a draft language's page only (a member gets it): its cookie or bearer token.
        const isMember = (organizationId: number) => isMemberRequest(requestHeaders(req), organizationId);
        const answer = await renderIslandsPage(route, pathname, search, assets, isMember);
        // Set one by one, as Next does: withResponseStatus may still turn a 200 into a 404 with its own Cache-Control.
        for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
        res.writeHead(answer.status);
        res.end(req.method === "HEAD" ? undefined : answer.body);
      } catch (error) {
        // As Next does for its pages (src/instrumentation.ts): the database away is a 503 (withResponseStatus), anything else a 500.
        if (isDatabaseUnavailable(error)) answerDatabaseUnavailable();
        else console.error(error);
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
        res.end(req.method === "HEAD" ? undefined : "Internal Server Error");
      }
    },
  };
}

/** The request's headers as the session check reads them (a fetch `Headers`). */
function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of [value].flat()) headers.append(name, one);
  }
  return headers;
}
