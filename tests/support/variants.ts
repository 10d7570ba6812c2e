import { inject } from "vitest";
import type { ChatRequest } from "./fake-model";
import type { TranslateRequest } from "./fake-translate";
import type { SharedServer, Variant } from "./hub";

export type { SharedServer, Variant };
import type { ReceivedMail } from "./mail";

/**
 * What a test file reads from the test hub (./hub.ts): the project's shared server
 * with a setting of its own, the mails the SMTP sink caught, what the fake model was
 * sent. Mails are found by recipient, so each test sends to addresses of its own.
 */
const hub = (path: string) => `${inject("hub")}${path}`;

async function get<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(hub(path), init);
  const text = await response.text();
  if (!response.ok) throw new Error(`The test hub answered ${response.status} to ${path}:\n${text}`);
  return (response.headers.get("content-type")?.startsWith("application/json") ? JSON.parse(text) : text) as T;
}

/** The project's shared server with setting `name` (started on the first ask: allow for a server start). */
export function variantServer(name: Variant): Promise<SharedServer> {
  return get<SharedServer>(`/servers/${name}`);
}

/** Everything the shared server `name` printed so far. */
export function variantLog(name: Variant): Promise<string> {
  return get<string>(`/servers/${name}/log`);
}

/** The mails caught by the SMTP sink of the `mail` server. */
export const mailbox = {
  /** Mails to `to` so far. */
  to(to: string): Promise<ReceivedMail[]> {
    return get<ReceivedMail[]>(`/mails?to=${encodeURIComponent(to)}`);
  },

  /** The first mail to `to` that `match` accepts, skipping the first `after` mails to `to` (see `to(...).length`). */
  async next(to: string, match: (mail: ReceivedMail) => boolean = () => true, after = 0): Promise<ReceivedMail> {
    let mails = await mailbox.to(to);
    for (;;) {
      const found = mails.slice(after).find(match);
      if (found) return found;
      mails = await get<ReceivedMail[]>(`/mails?to=${encodeURIComponent(to)}&after=${mails.length}`);
    }
  },
};

/** The fake model of the `model` server. */
export const model = {
  received: () => get<ChatRequest[]>("/model/received"),
  setGullible: (gullible: boolean) => get<unknown>("/model/gullible", { method: "PUT", body: String(gullible) }),
};

/** The fake translation server of the `translate` server. */
export const translator = {
  received: () => get<TranslateRequest[]>("/translate/received"),
};
