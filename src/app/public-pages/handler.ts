import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { isDatabaseUnavailable } from "@/platform/db/errors";
import { isDecodablePath, requestRoute, SITE_PATH_PATTERN, type RequestRoute } from "@/platform/http/request-route";
import { answerDatabaseUnavailable } from "@/platform/http/response-status";
import { documentAssets, nextSitePages } from "./assets";
import { isMemberRequest } from "@/platform/tenancy/viewer";
import { renderIslandsPage } from "./render";

/** The addresses the proxy routes to the site's pages (its matcher: not /api/, /_next/, /_onsite/, nor the root's files). */
const SITE_PATHS = new RegExp(`^${SITE_PATH_PATTERN}$`);

/** Requests an App Router client sends (flight data, server actions, from a personal page): Next's, always. */
const NEXT_HEADERS = ["rsc", "next-action", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch"];

/**
 * The islands renderer in the renderer thread (scripts/renderer.ts): `takes()` says
 * whether a request is a public page's (GET or HEAD of home, a page or post, /blog,
 * /help-center, /basket, or a path with nothing, with or without a locale prefix, on
 * any host), `answer()` renders it. Everything else (the API, Next's files, the
 * personal pages and sign-in forms) stays Next's. Reads the build's stylesheets and
 * routes once, at start.
 */
export function islandsRenderer(root: string) {
  const distDir = path.join(root, process.env.ONSITE_DIST_DIR || ".next");
  const assets = documentAssets(root, distDir);
  const nextPages = nextSitePages(distDir);
  return {
    takes(req: IncomingMessage): { route: RequestRoute; pathname: string; search: string } | null {
      if (req.method !== "GET" && req.method !== "HEAD") return null;
      if (NEXT_HEADERS.some((header) => header in req.headers)) return null;
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
