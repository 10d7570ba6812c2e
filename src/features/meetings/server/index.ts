import "server-only";
// Server entry of the meetings feature.
export { meetingDateOverridesStore, meetingHoursStore, meetingTypesStore } from "./store";
export { availableSlotsRoute, meetingTypesRoute } from "./slots-api";
export { createBookingRoute } from "./create";
export { bookingsToConfirm, listBookingsRoute } from "./list";
export { cancelBookingRoute, changeStatusRoute } from "./status";
export { cancelLinkRedirect, cancelRoute, CANCEL_PAGE_PATH } from "./cancel-link";
export { CancelMeetingPage, cancelPageMetadata } from "./cancel-page";
export { offersMeetings } from "./offers";
export { addDefaultMeetingHours } from "./default-hours";
