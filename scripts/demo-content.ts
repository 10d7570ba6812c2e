import type { SeedHook } from "@/features/organizations/seed-demo";
import { seedDemoHero } from "@/features/hero/server";
import { seedDemoSections } from "@/features/sections/server/seed-demo";

/** Sample content for the demo site (each content feature adds its own). */
export const demoContent: SeedHook[] = [seedDemoHero, seedDemoSections];
