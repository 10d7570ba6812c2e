import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { allowPrivateAddresses, guardedLookup, InternalAddressError, isInternalAddress } from "./address-guard";
import { embedUrl, isSafeMediaUrl, normalizeMediaUrl } from "./media";

export const INVALID_MEDIA_URL = "Please enter a valid URL";

/**
 * What a media URL answers with, so the editor can refuse a web page and ask
 * before keeping an unreachable address. `accept`: "yes" use it, "confirm" ask
 * the user first, "no" refuse it with `message`.
 */
export type MediaCheck = {
  url: string;
  kind: "image" | "video" | "embed" | "page" | "other" | "unreachable" | "internal" | "unchecked";
  accept: "yes" | "confirm" | "no";
  message?: string;
  content_type?: string;
  status?: number;
  embed_url?: string;
};

export const MEDIA_CHECK_MESSAGES = {
  page: "This address is a web page, not an image or video",
  other: (type: string) => `This address is a ${type} file, not an image or video`,
  unreachable: (status?: number) => `We could not reach this address${status ? ` (${status})` : ""}. Use it anyway?`,
  internal: "This address is on a private network, so visitors could not see it",
} as const;

const TIMEOUT_MS = 5000;
const MAX_REDIRECTS = 3;

type Hop = { status: number; location?: string; contentType?: string };

/** One request (no redirects followed); the body is never read. */
function request(url: URL, method: "HEAD" | "GET"): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(url, {
      method,
      lookup: guardedLookup as never,
      timeout: TIMEOUT_MS,
      headers: { "user-agent": "OnsiteMediaCheck/1.0", accept: "image/*,video/*;q=0.9,*/*;q=0.5", ...(method === "GET" ? { range: "bytes=0-1023" } : {}) },
    });
    req.on("response", (res) => {
      const header = res.headers["content-type"];
      resolve({ status: res.statusCode ?? 0, location: res.headers.location, contentType: header?.split(";")[0]?.trim().toLowerCase() });
      res.destroy(); // only the headers matter
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end();
  });
}

/** HEAD, falling back to a small ranged GET for servers that do not answer HEAD properly. */
async function probe(url: URL): Promise<Hop> {
  const head = await request(url, "HEAD").catch((error: unknown) => {
    if (error instanceof InternalAddressError) throw error;
    return null;
  });
  if (head && head.status < 400 && head.contentType) return head;
  if (head && head.status >= 300 && head.status < 400) return head;
  if (head && head.status === 404) return head;
  return request(url, "GET");
}

const isLiteralInternal = (url: URL) => {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return isIP(host) !== 0 && isInternalAddress(host);
};

function classify(url: string, hop: Hop): MediaCheck {
  const type = hop.contentType ?? "";
  if (hop.status >= 400 || hop.status < 200)
    return { url, kind: "unreachable", accept: "confirm", status: hop.status, message: MEDIA_CHECK_MESSAGES.unreachable(hop.status) };
  if (type.startsWith("image/")) return { url, kind: "image", accept: "yes", content_type: type };
  if (type.startsWith("video/")) return { url, kind: "video", accept: "yes", content_type: type };
  if (type === "text/html" || type === "application/xhtml+xml")
    return { url, kind: "page", accept: "no", content_type: type, message: MEDIA_CHECK_MESSAGES.page };
  if (!type || type === "application/octet-stream" || type === "binary/octet-stream") {
    return { url, kind: "other", accept: "confirm", content_type: type || undefined, message: `We could not tell what this address is. Use it anyway?` };
  }
  return { url, kind: "other", accept: "no", content_type: type, message: MEDIA_CHECK_MESSAGES.other(type) };
}

/** Checks what a media URL is (never throws for an unreachable or odd address). */
export async function checkMediaUrl(input: string): Promise<MediaCheck> {
  const url = normalizeMediaUrl(input);
  if (!isSafeMediaUrl(url)) return { url, kind: "other", accept: "no", message: INVALID_MEDIA_URL };
  const embed = embedUrl(url);
  if (embed) return { url, kind: "embed", accept: "yes", embed_url: embed };
  // Site-relative paths and data:image URLs are not fetched: they are what they say.
  if (url.startsWith("/") || /^data:/i.test(url)) return { url, kind: "unchecked", accept: "yes" };
  let current = new URL(url);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (current.protocol !== "http:" && current.protocol !== "https:") break;
    if (!allowPrivateAddresses() && isLiteralInternal(current)) return { url, kind: "internal", accept: "no", message: MEDIA_CHECK_MESSAGES.internal };
    let answer: Hop;
    try {
      answer = await probe(current);
    } catch (error) {
      if (error instanceof InternalAddressError) return { url, kind: "internal", accept: "no", message: MEDIA_CHECK_MESSAGES.internal };
      return { url, kind: "unreachable", accept: "confirm", message: MEDIA_CHECK_MESSAGES.unreachable() };
    }
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      try {
        current = new URL(answer.location, current); // each hop is checked again at the top of the loop
      } catch {
        break;
      }
      continue;
    }
    return classify(url, answer);
  }
  return { url, kind: "unreachable", accept: "confirm", message: MEDIA_CHECK_MESSAGES.unreachable() };
}
