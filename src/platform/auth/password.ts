import crypto from "node:crypto";

/**
 * Password hashes (Better Auth's `emailAndPassword.password`): scrypt, as Better Auth's own,
 * with its parameters written into each hash (`$scrypt$ln=14,r=16,p=1$<salt>$<key>`, the PHC
 * string's layout with hex fields), so that a hash made under one cost still verifies after the
 * cost changes. Hashes in Better Auth's own form (`<salt>:<key>`, made before this module)
 * verify with the parameters Better Auth made them with.
 */
const KEY_BYTES = 64;
const BLOCK_SIZE = 16;
const PARALLELISM = 1;

/** Better Auth's parameters (@better-auth/utils/password): its `<salt>:<key>` hashes were made with N = 2^14. */
const BETTER_AUTH_LOG_N = 14;

/** The cost's limits, as log2 of scrypt's N: 2^10 is a test suite's floor, 2^20 takes a second per sign-in here. */
export const MIN_LOG_N = 10;
export const MAX_LOG_N = 20;

const warned = new Set<string>();

/**
 * The cost new hashes get: `ONSITE_PASSWORD_COST` (log2 of scrypt's N, 10–20), Better Auth's 14
 * when unset or out of range. A lower cost makes sign-ins cheaper to guess offline: it is meant
 * for test suites, which make hundreds of accounts (docs/decisions.md, "Password hashes name
 * their cost").
 */
export function passwordCost(value = process.env.ONSITE_PASSWORD_COST): number {
  if (value === undefined || value === "") return BETTER_AUTH_LOG_N;
  const cost = Number(value);
  if (/^\d+$/.test(value.trim()) && cost >= MIN_LOG_N && cost <= MAX_LOG_N) return cost;
  // Said once per value, not at every sign-up.
  if (warned.has(value)) return BETTER_AUTH_LOG_N;
  warned.add(value);
  console.warn(`ONSITE_PASSWORD_COST=${value} is not a whole number from ${MIN_LOG_N} to ${MAX_LOG_N}: new password hashes use ${BETTER_AUTH_LOG_N}.`);
  return BETTER_AUTH_LOG_N;
}

type Parameters = { logN: number; r: number; p: number };

/** scrypt in libuv's thread pool (the server's thread goes on meanwhile), on the password's NFKC form as Better Auth does. */
function derive(password: string, salt: string, { logN, r, p }: Parameters): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) =>
    crypto.scrypt(password.normalize("NFKC"), salt, KEY_BYTES, { N, r, p, maxmem: 128 * N * r * 2 }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const HEX = /^[0-9a-f]+$/;
const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d)\$([0-9a-f]{32})\$([0-9a-f]{128})$/;

/** A stored hash's parameters, salt and key; null for anything else (never thrown: a broken row fails its sign-in only). */
function parse(hash: string): { parameters: Parameters; salt: string; key: string } | null {
  const phc = PHC.exec(hash);
  if (phc) {
    const parameters = { logN: Number(phc[1]), r: Number(phc[2]), p: Number(phc[3]) };
    const sane = parameters.logN >= 1 && parameters.logN <= MAX_LOG_N && parameters.r >= 1 && parameters.r <= 32 && parameters.p >= 1 && parameters.p <= 4;
    return sane ? { parameters, salt: phc[4]!, key: phc[5]! } : null;
  }
  const [salt, key, extra] = hash.split(":");
  if (extra !== undefined || !salt || !key || !HEX.test(salt) || !HEX.test(key) || key.length !== KEY_BYTES * 2) return null;
  return { parameters: { logN: BETTER_AUTH_LOG_N, r: BLOCK_SIZE, p: PARALLELISM }, salt, key };
}

/** A new hash of `password` at the configured cost (or `cost`, log2 of scrypt's N). */
export async function hashPassword(password: string, cost = passwordCost()): Promise<string> {
  const parameters = { logN: cost, r: BLOCK_SIZE, p: PARALLELISM };
  const salt = crypto.randomBytes(16).toString("hex");
  const key = await derive(password, salt, parameters);
  return `$scrypt$ln=${parameters.logN},r=${parameters.r},p=${parameters.p}$${salt}$${key.toString("hex")}`;
}

/** Whether `password` is the one `hash` was made from (in constant time); false for a hash in no known form. */
export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const stored = parse(hash);
  if (!stored) return false;
  const key = await derive(password, stored.salt, stored.parameters);
  return crypto.timingSafeEqual(key, Buffer.from(stored.key, "hex"));
}
