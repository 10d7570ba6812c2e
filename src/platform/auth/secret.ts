import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Makes sure BETTER_AUTH_SECRET is set: from the environment, else from
 * `{dataDir}/auth-secret`, which is created with a random value on first use.
 */
export function ensureAuthSecret(dataDir: string) {
  if (process.env.BETTER_AUTH_SECRET || process.env.AUTH_SECRET) return;
  const file = path.join(dataDir, "auth-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, crypto.randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
  }
  process.env.BETTER_AUTH_SECRET = fs.readFileSync(file, "utf8").trim();
}
