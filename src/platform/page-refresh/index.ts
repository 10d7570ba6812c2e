// The members' page refresh and navigation (issue 40), one function each for every
// feature: the renderer wires them (the App Router's editing layer today:
// src/app/editing.tsx), so no feature imports the router.
export { goTo, refreshPage, setPageRefresher, type PageRefresher } from "./page-refresh";
