import "server-only";
// Machine translation (issue 42, item 4) through a LibreTranslate-compatible server:
// POST {ONSITE_TRANSLATE_URL}/translate {q, source, target, format, api_key?} → {translatedText}.
import { HttpError } from "@/platform/http/errors";

/** How long one text may take before the draft gives up (nothing is stored then). */
const TIMEOUT_MS = 15_000;

export const MACHINE_NOT_SET_UP = "Machine translation is not set up on this server (its operator sets ONSITE_TRANSLATE_URL). Nothing was drafted.";
export const MACHINE_FAILED = "The translation server did not give a translation. Nothing was drafted; try again later or translate by hand.";

/** The translation server's address, when this server has one. */
export const translateUrl = () => process.env.ONSITE_TRANSLATE_URL?.trim().replace(/\/+$/, "") || null;

/** One text in `target`; 502 with MACHINE_FAILED (and the server's reason) when the server fails, times out or answers nonsense. */
export async function machineTranslate(text: string, source: string, target: string, format: "text" | "html"): Promise<string> {
  const url = translateUrl();
  if (!url) throw new HttpError(409, MACHINE_NOT_SET_UP);
  const key = process.env.ONSITE_TRANSLATE_KEY?.trim();
  let response: Response;
  try {
    response = await fetch(`${url}/translate`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ q: text, source, target, format, ...(key ? { api_key: key } : {}) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? "it did not answer in time" : "it could not be reached";
    throw new HttpError(502, `${MACHINE_FAILED} (${reason})`);
  }
  const body = (await response.json().catch(() => null)) as { translatedText?: unknown; error?: unknown } | null;
  if (!response.ok || typeof body?.translatedText !== "string") {
    const said = typeof body?.error === "string" ? `: ${body.error.slice(0, 200)}` : "";
    throw new HttpError(502, `${MACHINE_FAILED} (it answered ${response.status}${said})`);
  }
  return body.translatedText;
}
