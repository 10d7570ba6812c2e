import "server-only";
/**
 * The streams open on this instance, by organization and topic. Kept on globalThis:
 * the route handlers (inside Next's bundle) and the listener (the renderer thread's
 * own modules) must see the same streams.
 */
export type LiveEvent = { id: number; organizationId: number; topic: string; data: unknown };

export type Subscriber = {
  organizationId: number;
  topic: string;
  address: string;
  /** Set for members-only topics: the stream ends when this person leaves the organization. */
  memberId?: string;
  send: (event: LiveEvent) => void;
  close: () => void;
};

/** The topic on which membership changes are announced (`{ type: "member-removed", user_id }`). */
export const MEMBERS_TOPIC = "members";

const g = globalThis as unknown as { __onsiteLive?: Set<Subscriber> };
const subscribers = (g.__onsiteLive ??= new Set());

export function subscribe(subscriber: Subscriber): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

export function countStreams(filter: (s: Subscriber) => boolean): number {
  let count = 0;
  for (const s of subscribers) if (filter(s)) count++;
  return count;
}

/**
 * Whether a member of the organization has a members-only stream open on this
 * instance (the inbox's, the saves'): what "a member is online" means for the away
 * mail. Other instances' streams are not seen here (docs/decisions.md "Chat that
 * reaches an away team").
 */
export function memberConnected(organizationId: number): boolean {
  for (const s of subscribers) if (s.organizationId === organizationId && s.memberId) return true;
  return false;
}

/** Hands an event to this instance's streams of its topic; a member's removal ends their members-only streams. */
export function deliver(event: LiveEvent): void {
  const removed = event.topic === MEMBERS_TOPIC ? removedMember(event.data) : null;
  for (const s of [...subscribers]) {
    if (s.organizationId !== event.organizationId) continue;
    if (removed && s.memberId === removed) s.close();
    else if (s.topic === event.topic) s.send(event);
  }
}

function removedMember(data: unknown): string | null {
  const d = data as { type?: unknown; user_id?: unknown } | null;
  return d?.type === "member-removed" && typeof d.user_id === "string" ? d.user_id : null;
}
