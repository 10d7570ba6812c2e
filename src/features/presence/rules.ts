import * as z from "zod";

/** An open editor says it is there this often (ms). */
export const PRESENCE_HEARTBEAT_MS = 10_000;
/** A row not renewed within this long no longer counts (three missed heartbeats). */
export const PRESENCE_TTL_MS = 30_000;
/** Presence calls per member per minute (a heartbeat every 10 s is 6; a burst of editors opened and closed stays under it). */
export const PRESENCE_RATE = { max: 60, windowMs: 60_000 } as const;

export const PRESENCE_MESSAGES = {
  record: "record must be an API address of this site, such as /api/template-sections/12",
  tab: "tab must be 8 to 64 letters, digits, - or _",
} as const;

/** `{record, tab}`: the record an editor has open (its API address) and the editor's own random id. */
export const presenceSchema = z.object({
  record: z
    .string({ error: PRESENCE_MESSAGES.record })
    .max(200, PRESENCE_MESSAGES.record)
    .regex(/^\/api(\/[A-Za-z0-9_-]+)+$/, PRESENCE_MESSAGES.record),
  tab: z.string({ error: PRESENCE_MESSAGES.tab }).regex(/^[A-Za-z0-9_-]{8,64}$/, PRESENCE_MESSAGES.tab),
});
export type PresenceInput = z.infer<typeof presenceSchema>;

/** One open editor of the record, as members see it. */
export type PresentEditor = { tab: string; user_id: string; name: string };

/** What the members' live stream carries for presence (topic "saves", beside `saved`). */
export type PresenceEvent = { type: "presence"; record: string; tab: string; user_id: string; name: string; open: boolean };

/** Up to two initials of a name (or an email's local part): "Maria López" -> "ML". */
export function initials(name: string): string {
  const words = name
    .replace(/@.*$/, "")
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = (words.length > 1 ? [words[0]!, words[words.length - 1]!] : words).map((w) => [...w][0]!.toUpperCase());
  return letters.join("") || "?";
}
