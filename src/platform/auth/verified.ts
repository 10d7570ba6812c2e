import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { user } from "./tables";

/** Marks an account's email as confirmed (a followed reset link, an account the operator created). */
export async function markEmailVerified(userId: string) {
  const db = await getDb();
  await db.update(user).set({ emailVerified: true, updatedAt: new Date() }).where(eq(user.id, userId));
}
