export { declaresText, defineIsland, type Hydration, type IslandComponent, type IslandDefinition, type Jsonable } from "./define";
export { HydratedSlot, Island, IslandSlot } from "./island";
export { PAGE_DATA_ID, pickMessages, scriptJson, type IslandPageData } from "./page-data";
export { IslandRoot } from "./root";
