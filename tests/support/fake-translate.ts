import type http from "node:http";

/**
 * A LibreTranslate-compatible endpoint (POST …/translate {q, source, target, format, api_key?}
 * → {translatedText}), served by the test hub (./hub.ts) for the server whose
 * ONSITE_TRANSLATE_URL points at it. Deterministic: the text with "[de] " (the target)
 * put before it, or, for HTML, before the text of each element, tags kept as they are.
 * A text containing FAIL_TRANSLATION makes it answer 500 like a broken server.
 */
export type TranslateRequest = { q: string; source: string; target: string; format?: "text" | "html"; api_key?: string };

export const FAIL_TRANSLATION = "[fail translation]";

/** What the fake answers for `q` into `target`. */
export function fakeTranslation(q: string, target: string, format: "text" | "html" = "text"): string {
  const prefix = `[${target}] `;
  if (format !== "html") return prefix + q;
  // Each run of text between tags gets the prefix once; the tags stay as they are.
  return q.replace(/>([^<]*[^<\s][^<]*)(?=<)/g, (_all, text: string) => `>${prefix}${text}`).replace(/^([^<]+)/, (text) => prefix + text);
}

export class FakeTranslate {
  readonly received: TranslateRequest[] = [];

  /** Answers one translate request (its body already read). */
  serve(body: string, res: http.ServerResponse) {
    let request: TranslateRequest;
    try {
      request = JSON.parse(body) as TranslateRequest;
    } catch {
      return res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ error: "Invalid request" }));
    }
    this.received.push(request);
    if (typeof request.q !== "string" || !request.target) {
      return res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ error: "Invalid request: missing q or target" }));
    }
    if (request.q.includes(FAIL_TRANSLATION)) {
      return res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: "Translation engine crashed" }));
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ translatedText: fakeTranslation(request.q, request.target, request.format) }));
  }
}
