import * as z from "zod";
import { HttpError } from "@/platform/http/errors";
import type { CreateOrganizationResult } from "@/features/organizations/server";

export function errorMessage(error: unknown): string {
  if (error instanceof z.ZodError) return error.issues.map((i) => i.message).join("\n");
  if (error instanceof HttpError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Asks the running server that owns the embedded database to create the organization. */
export async function createThroughServer(port: number, token: string, input: Record<string, unknown>): Promise<CreateOrganizationResult> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}/api/internal/organizations`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-onsite-admin-token": token },
      body: JSON.stringify(input),
    });
  } catch {
    throw new Error(`The server that owns the data folder (port ${port}) did not answer. Is it still starting? Try again.`);
  }
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new Error(body.error ?? `The server answered ${response.status}.`);
  return body as CreateOrganizationResult;
}
