// The pages feature's server-side entry (route handlers, the page loader).
export { createPageRoute, deletePageRoute, listHostPages, updatePageRoute } from "./api";
export { listPages, loadPage } from "./queries";
