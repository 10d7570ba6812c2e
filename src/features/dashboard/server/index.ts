import "server-only";
// The members' dashboard (/admin): server-rendered for the person asking, never cached.
export { DashboardPage, NoAccessPage } from "./dashboard-page";
export { dashboardTexts } from "../texts";
