import "server-only";
// The presence routes (src/app/api/organizations/[id]/presence).
export { presenceHeartbeat, presenceLeave } from "./server/routes";
