import "server-only";
// What the app's routes may import from the team feature's server side.
export { teamRoutes } from "./routes";
