import * as z from "zod";
import { readJson } from "../http/body";
import { HttpError, route } from "../http/errors";
import { authorize } from "../tenancy/authorize";
import { organizationOfHost } from "../tenancy/request";
import { checkMediaUrl, INVALID_MEDIA_URL } from "./check";

const body = z.object({ url: z.string({ error: INVALID_MEDIA_URL }).trim().min(1, { error: INVALID_MEDIA_URL }).max(2000, { error: INVALID_MEDIA_URL }) });

/** Checks per signed-in user per minute: enough for typing and pasting, not for scanning a network. */
const LIMIT = 30;
const WINDOW_MS = 60_000;
const recent = new Map<string, number[]>();

function rateLimit(userId: string): void {
  const now = Date.now();
  const times = (recent.get(userId) ?? []).filter((t) => now - t < WINDOW_MS);
  if (times.length >= LIMIT) throw new HttpError(429, "Too many address checks. Please wait a minute and try again.");
  times.push(now);
  recent.set(userId, times);
}

/**
 * POST /api/media/check {url}: what a media URL answers with (see MediaCheck).
 * Members of the host's organization only (it makes outgoing requests).
 */
export const postMediaCheck = route(async (request) => {
  const caller = await authorize(request, await organizationOfHost(request));
  const { url } = body.parse(await readJson(request));
  rateLimit(String(caller.user.id));
  return Response.json(await checkMediaUrl(url), { headers: { "Cache-Control": "private, no-store" } });
});
