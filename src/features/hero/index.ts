// What other features may import from the hero feature (client-safe). Kept to
// the editor registration and types: editing/editors.ts imports it into every
// page's JavaScript, so nothing heavier (zod schemas) may come with it.
// Server code (route handlers, the page block, writes, schemas for seeding):
// ./server/index.ts.
export { heroEditor } from "./registration";
export type { HeroSection } from "./record";
export type { HeroData } from "./defaults";
export type { HeroInput } from "./schema";
// The font choices of hero_font_family (no imports: the Hero Section tab of Global Settings names them).
export { HERO_FONTS, HERO_FONT_LABELS } from "./fonts";
