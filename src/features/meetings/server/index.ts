import "server-only";
// Server entry of the meetings feature.
export { meetingDateOverridesStore, meetingHoursStore, meetingTypesStore } from "./store";
export { availableSlotsRoute, meetingTypesRoute } from "./slots-api";
export { createBookingRoute } from "./create";
export { listBookingsRoute } from "./list";
export { cancelBookingRoute, changeStatusRoute } from "./status";
export { cancelPageRoute, cancelRoute } from "./cancel-page";
export { offersMeetings } from "./offers";
