import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { contentSecurityPolicy, policyForHtml, SECURITY_HEADERS, type ProductScripts } from "@/platform/http/csp";
import { answerMethodNotAllowed, PAGE_METHODS } from "@/platform/http/methods";
import { loadReactScripts } from "@/platform/http/react-scripts";
import { isStreamRequest } from "@/platform/http/stream-limits";
import { DISMISSAL_SCRIPT } from "@/features/banners";
import { TOP_OFFSET_VARIABLE } from "@/ui/widgets/offsets";
import { ADMISSION_MESSAGES, admitStream, BUSY_RETRY_AFTER_S, maxStreams, QUEUE_WAIT_MS, readBody, refuse, type Body } from "./admission";
import { FRONT_SECRET_HEADER } from "./renderer-messages";

/**
 * The inline scripts of the product's features, whose hashes a page's policy may list
 * (src/platform/http/csp.ts hashes nothing else but Next's flight rows and the chunk loader):
 * the banners' dismissal script, and the widget layer's room for fixed top banners (a number of pixels).
 */
const PRODUCT_SCRIPTS: ProductScripts = {
  texts: [DISMISSAL_SCRIPT],
  shapes: [new RegExp(`^document\\.documentElement\\.style\\.setProperty\\(${JSON.stringify(TOP_OFFSET_VARIABLE)},"\\d+(?:\\.\\d+)?px"\\)$`)],
};

/**
 * Headers every answer carries unless its route chose its own (an SVG's sandbox policy, the
 * meeting cancel page's strict policy and `no-referrer`): merged here, never overwritten.
 */
function addSecurityHeaders(res: ServerResponse) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!res.hasHeader(name)) res.setHeader(name, value);
}

const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"]);

/**
 * Forwards requests to the renderer thread's internal port and streams each
 * answer back through `res` (so the front cache sees every byte it may keep).
 *
 * An HTML answer is read whole first: its Content-Security-Policy lists the
 * hashes of its own inline scripts (src/platform/http/csp.ts), and headers go
 * before the body. The site's pages do not stream (no Suspense on the server),
 * so nothing is lost by waiting for the end.
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
  loadReactScripts();
  const originsOf = (req: IncomingMessage) => declaredOrigins(String(req.headers.host ?? "")).catch(() => [] as string[]);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  // Server-sent events: admitted below their cap (admitStream), so they never queue, and never take the pool's sockets.
  const streams = new http.Agent({ keepAlive: true, maxSockets: maxStreams() + 1 });

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

  const send = (req: IncomingMessage, res: ServerResponse, read: Body & { kind: "whole" | "over" }, pool: http.Agent, retried = false) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    headers[FRONT_SECRET_HEADER] = secret;
    if (read.kind === "whole" && read.body) {
      // Read whole here, sent in one write: chunked framing and a client's 100-continue are this side's business.
      headers["content-length"] = String(read.body.length);
      delete headers.expect;
    }
    let refused = false;
    const upstream = http.request({ host: "127.0.0.1", port, method: req.method, path: req.url, headers, agent: pool }, (answer) => {
      answer.on("error", () => res.destroy());
      // Answered before the body was read (401 before a 2 MB upload, 413): stop taking the body
      // and close the client's connection after the answer, rather than leaving both sockets stalled.
      // The client is still sending, so the answer's end waits until the body is in (read and
      // dropped, at most 10 s): a socket closed while the client sends gets reset, and a reset
      // can wipe the answer before the client reads it (the 413 of a large upload lost).
      let finish = (end: () => void) => end();
      if (read.kind === "over" && !req.complete) {
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
      for (const [name, value] of Object.entries(answer.headers))
        if (!HOP_BY_HOP.has(name) && name !== "date" && value !== undefined) res.setHeader(name, value);
      const html = String(answer.headers["content-type"] ?? "").startsWith("text/html");
      const ownPolicy = answer.headers["content-security-policy"] !== undefined;
      if (!html) {
        addSecurityHeaders(res);
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage);
        answer.pipe(res, { end: false });
        answer.on("end", () => finish(() => res.end()));
        return;
      }
      const origins = originsOf(req);
      if (req.method === "HEAD") {
        answer.resume();
        void origins.then((allowed) => {
          if (!ownPolicy) res.setHeader("content-security-policy", contentSecurityPolicy([], allowed));
          addSecurityHeaders(res);
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage);
          res.end();
        });
        return;
      }
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const body = Buffer.concat(chunks);
        void origins.then((allowed) => {
          if (res.destroyed) return;
          // A page with a policy of its own keeps it as it is (stricter than any the server would write).
          if (!ownPolicy) res.setHeader("content-security-policy", policyForHtml(body, answer.headers["content-encoding"], allowed, PRODUCT_SCRIPTS));
          addSecurityHeaders(res);
          res.setHeader("content-length", body.length);
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage);
          res.end(body);
        });
      });
    });
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      if (refused) return;
      // A kept-alive socket the renderer closed as this request went out (Node's documented race,
      // `request.reusedSocket`): the renderer never read it, so a body held whole is sent once more.
      if (!retried && !res.headersSent && read.kind === "whole" && upstream.reusedSocket && error.code === "ECONNRESET")
        return send(req, res, read, pool, true);
      if (!res.headersSent) res.writeHead(502, { ...SECURITY_HEADERS, "content-type": "text/plain; charset=utf-8" }).end("The server is not ready. Try again.");
      else res.destroy();
    });
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    if (pool === agent) {
      // Every socket of the pool busy: the request is told to come back rather than left waiting.
      const waiting = setTimeout(() => {
        refused = true;
        upstream.destroy();
        refuse(req, res, 503, ADMISSION_MESSAGES.busy, BUSY_RETRY_AFTER_S);
      }, QUEUE_WAIT_MS);
      upstream.once("socket", () => clearTimeout(waiting));
      res.once("close", () => clearTimeout(waiting));
    }
    if (read.kind === "whole") return void upstream.end(read.body ?? undefined);
    // Over its limit: what arrived goes on, then the rest as it comes, until the body's deadline.
    res.once("close", read.release);
    for (const chunk of read.head) upstream.write(chunk);
    req.pipe(upstream);
    const cut = setTimeout(() => {
      if (req.complete) return;
      refused = true;
      refuse(req, res, 408, ADMISSION_MESSAGES.late, undefined, true);
      req.destroy();
      upstream.destroy();
    }, read.deadline - Date.now());
    req.once("end", () => clearTimeout(cut));
    res.once("close", () => clearTimeout(cut));
  };

  /**
   * Streams are admitted (per address, per instance) and go through their own sockets;
   * a body is read whole (scripts/admission.ts) before a socket to the renderer is taken.
   */
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const stream = req.method === "GET" && isStreamRequest(req.url ?? "", req.headers.accept);
    if (stream && !admitStream(req, res)) return;
    void readBody(req, res).then((read) => {
      if (read.kind === "gone" || res.destroyed) return read.kind === "over" ? read.release() : undefined;
      if (read.kind === "late") return refuse(req, res, 408, ADMISSION_MESSAGES.late, undefined, true);
      if (read.kind === "full") return refuse(req, res, 503, ADMISSION_MESSAGES.busy, BUSY_RETRY_AFTER_S, true);
      send(req, res, read, stream ? streams : agent);
    });
  };

  return { forward, allowOf };
}
