import "server-only";
// The live channel (DESIGN "Live updates"): server-sent events for an organization's
// topic, fanned out across instances on PostgreSQL's second LISTEN/NOTIFY channel.
export { openEventStream, HEARTBEAT_MS, STREAM_LIMITS, TOO_MANY_STREAMS, type StreamOptions } from "./stream";
export { publishLive, LIVE_CHANNEL } from "./publish";
export { MEMBERS_TOPIC, memberConnected, type LiveEvent } from "./hub";
export { SAVES_TOPIC } from "./announce";
