import "server-only";
// POST and DELETE /api/organizations/{id}/presence: an open editor's heartbeat and goodbye (issue 43 §4).
import { mutation } from "@/platform/http/mutation";
import { takeRateLimit } from "@/platform/http/rate-limit";
import { SAVES_TOPIC } from "@/platform/live";
import { organizationInPath } from "@/platform/tenancy/request";
import { PRESENCE_RATE, presenceSchema, type PresenceEvent, type PresentEditor } from "../rules";
import { leaveEditor, presentEditors, touchEditor } from "./presence";

type Params = { id: string };
type Outcome = { news: boolean; event: PresenceEvent; editors: PresentEditor[] };

const inPath = ({ request, params }: { request: Request; params: Params }) => organizationInPath(request, params.id, "Organization not found");

/** A member's presence calls: at most PRESENCE_RATE per minute on this instance (429 beyond). */
const limited = async ({ caller }: { caller: { user: { id: string } } }): Promise<undefined> => {
  takeRateLimit(`editor-presence:${caller.user.id}`, PRESENCE_RATE);
  return undefined;
};

/**
 * Presence is a member's write like any other (mutation(): signed in, a member with an
 * editing role, same origin, the body's schema, one transaction), which changes no page
 * (`invalidates: "nothing"`) and announces on the members' live stream only what is news:
 * an editor that opened the record, or left it.
 */
function presenceCall(write: typeof touchEditor | typeof leaveEditor, open: boolean) {
  return mutation<Params, typeof presenceSchema, Outcome>({
    owner: inPath,
    input: presenceSchema,
    invalidates: "nothing",
    prepare: limited,
    write: async ({ tx, organizationId, caller, input }) => {
      const news = await write(tx, organizationId, caller.user.id, input.tab, input.record);
      const name = caller.user.name || caller.user.email;
      const event: PresenceEvent = { type: "presence", record: input.record, tab: input.tab, user_id: caller.user.id, name, open };
      return { news, event, editors: await presentEditors(tx, organizationId, input.record) };
    },
    announce: ({ news, event }) => (news ? [{ topic: SAVES_TOPIC, data: event }] : []),
    afterCommit: async ({ editors }) => ({ editors }),
  });
}

/** POST {record, tab}: this editor has the record open (every PRESENCE_HEARTBEAT_MS); answers the record's open editors. */
export const presenceHeartbeat = presenceCall(touchEditor, true);
/** DELETE {record, tab}: this editor closed the record. */
export const presenceLeave = presenceCall(leaveEditor, false);
