// The site feature (client-safe part): block types and contracts. Server code:
// ./server.ts (the page, the block registry).
export { BLOCK_TYPES, type BlockType, type BlockSummary, type BlockDefinition } from "./block-types";
