import "server-only";
// Server entry of the meetings feature.
export { meetingTypesStore } from "./store";
