import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { FRONT_SECRET_HEADER } from "./renderer-messages";

const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"]);

/**
 * Forwards a request to the renderer thread's internal port and streams its answer
 * back through `res` (so the front cache sees every byte it may keep).
 */
export function forwarder(port: number, secret: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  return (req: IncomingMessage, res: ServerResponse) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    headers[FRONT_SECRET_HEADER] = secret;
    const upstream = http.request({ host: "127.0.0.1", port, method: req.method, path: req.url, headers, agent }, (answer) => {
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name) && name !== "date" && value !== undefined) res.setHeader(name, value);
      // Answered before the body was read (401 before a 2 MB upload, 413): stop taking the body
      // and close the client's connection after the answer, rather than leaving both sockets stalled.
      if (!req.complete) {
        res.setHeader("connection", "close");
        req.unpipe(upstream);
        answer.on("end", () => upstream.destroy());
      }
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage);
      answer.pipe(res);
      answer.on("error", () => res.destroy());
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
}
