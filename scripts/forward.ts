import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { contentSecurityPolicy, policyForHtml } from "@/platform/http/csp";
import { deferChunkScripts } from "@/platform/http/defer-scripts";
import { answerMethodNotAllowed, PAGE_METHODS } from "@/platform/http/methods";
import { FRONT_SECRET_HEADER } from "./renderer-messages";

const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"]);

/**
 * Forwards requests to the renderer thread's internal port and streams each
 * answer back through `res` (so the front cache sees every byte it may keep).
 *
 * An HTML answer is read whole first: its Content-Security-Policy lists the
 * hashes of its own inline scripts (src/platform/http/csp.ts), and headers go
 * before the body. The site's pages do not stream (no Suspense on the server),
 * so nothing is lost by waiting for the end. Its chunk scripts are deferred on the
 * way (src/platform/http/defer-scripts.ts): the page paints whole, then hydrates.
 *
 * A 405 from a route handler (a method its file does not export) gets the
 * route's `Allow`, which Next leaves out; `allowOf` asks the route for it
 * (Next answers OPTIONS with the methods a route file exports).
 *
 * `declaredOrigins(host)` gives the origins of the scripts the host's organization
 * declared in Global Settings → Cookies (loaded after consent): an HTML answer's
 * script-src allows them too (computed once for a page the cache keeps, which keeps
 * the policy with it; a save of the settings drops the organization's pages).
 */
export function forwarder(port: number, secret: string, declaredOrigins: (host: string) => Promise<string[]> = async () => []) {
  const originsOf = (req: IncomingMessage) => declaredOrigins(String(req.headers.host ?? "")).catch(() => [] as string[]);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

  const allowOf = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const headers = { host: req.headers.host ?? "", [FRONT_SECRET_HEADER]: secret };
      const ask = http.request({ host: "127.0.0.1", port, method: "OPTIONS", path: req.url, headers, agent }, (answer) => {
        answer.resume();
        const allow = answer.headers.allow;
        // An address no route answers (404) takes what a page takes; a GET there says it does not exist.
        resolve((answer.statusCode ?? 500) < 300 && typeof allow === "string" && allow ? allow : PAGE_METHODS);
      });
      ask.on("error", () => resolve(PAGE_METHODS));
      ask.end();
    });

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    headers[FRONT_SECRET_HEADER] = secret;
    const upstream = http.request({ host: "127.0.0.1", port, method: req.method, path: req.url, headers, agent }, (answer) => {
      answer.on("error", () => res.destroy());
      // Answered before the body was read (401 before a 2 MB upload, 413): stop taking the body
      // and close the client's connection after the answer, rather than leaving both sockets stalled.
      // The client is still sending, so the answer's end waits until the body is in (read and
      // dropped, at most 10 s): a socket closed while the client sends gets reset, and a reset
      // can wipe the answer before the client reads it (the 413 of a large upload lost).
      let finish = (end: () => void) => end();
      if (!req.complete) {
        res.setHeader("connection", "close");
        req.unpipe(upstream);
        answer.on("end", () => upstream.destroy());
        req.resume();
        finish = (end) => {
          if (req.complete) return end();
          const timer = setTimeout(end, 10_000);
          req.once("end", () => (clearTimeout(timer), end()));
          req.once("close", () => (clearTimeout(timer), end()));
        };
      }
      if (answer.statusCode === 405 && !answer.headers.allow) {
        answer.resume();
        void allowOf(req).then((allow) => answerMethodNotAllowed(req, res, allow));
        return;
      }
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name) && name !== "date" && value !== undefined) res.setHeader(name, value);
      const html = String(answer.headers["content-type"] ?? "").startsWith("text/html");
      if (!html) {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage);
        answer.pipe(res, { end: false });
        answer.on("end", () => finish(() => res.end()));
        return;
      }
      const origins = originsOf(req);
      if (req.method === "HEAD") {
        answer.resume();
        void origins.then((allowed) => {
          res.setHeader("content-security-policy", contentSecurityPolicy([], allowed));
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage);
          res.end();
        });
        return;
      }
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const read = Buffer.concat(chunks);
        const encoding = String(answer.headers["content-encoding"] ?? "identity").trim().toLowerCase();
        const body = encoding === "identity" ? deferChunkScripts(read) : read;
        void origins.then((allowed) => {
          if (res.destroyed) return;
          res.setHeader("content-security-policy", policyForHtml(body, answer.headers["content-encoding"], allowed));
          res.setHeader("content-length", body.length);
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage);
          res.end(body);
        });
      });
    });
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain; charset=utf-8" }).end("The server is not ready. Try again.");
      else res.destroy();
    });
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };

  return { forward, allowOf };
}
