/**
 * Migrates a fresh embedded database in ONSITE_DATA_DIR and seeds the demo site, as a
 * server's first start does, then closes it: the template every test server copies
 * (./template.ts). Run with `tsx --import ./scripts/server-only-register.mjs`.
 */
import { seedDemo } from "@/features/organizations/seed-demo";
import { ensureAuthSecret } from "@/platform/auth/secret";
import { closeDatabase, dataDir, openDatabase } from "@/platform/db/client";
import { demoContent } from "../../scripts/demo-content";

// The secret that signs sessions is the template's too: whatever the seed stored with it stays valid.
ensureAuthSecret(dataDir());
await openDatabase("cli");
await seedDemo(demoContent);
await closeDatabase();
