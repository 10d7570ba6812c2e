import "server-only";
// Server entry of scheduled publishing (issue 43 §1).
export { cancelScheduledRoute, listScheduledRoute, scheduleRoute } from "./api";
export { applyDueChanges, startScheduledChanges } from "./apply";
export { listFailed } from "./store";
export { zonedTime } from "./mail";
