import * as z from "zod";

/** Largest value of a PostgreSQL `integer` (int4) column, the type of our ids. */
export const MAX_DB_ID = 2147483647;

export const DB_ID_MESSAGE = `The id must be a whole number between 1 and ${MAX_DB_ID}.`;

/** A row id in a request body: a positive integer that fits the database's integer ids (else 400, not a database error). */
export const dbId = z.number({ error: DB_ID_MESSAGE }).int({ error: DB_ID_MESSAGE }).min(1, { error: DB_ID_MESSAGE }).max(MAX_DB_ID, { error: DB_ID_MESSAGE });

/** Where a block sits on its page (step 10 between blocks, so one can go between two others). */
export const blockOrder = z
  .number({ error: "order must be a whole number" })
  .int({ error: "order must be a whole number" })
  .min(-1_000_000_000, { error: "order is out of range" })
  .max(1_000_000_000, { error: "order is out of range" });
