// What other features may import from the team feature (the editor side; routes use ./server).
export { TeamTab } from "./editor/team-tab";
export { InvitationPage } from "./public/invitation-page";
