import { badRequest, HttpError } from "./errors";

/** JSON bodies above this size are refused with 413 before they are parsed. */
export const MAX_JSON_BYTES = 1024 * 1024;
/** Deeper JSON is refused: no form of ours nests more than a few levels. */
export const MAX_JSON_DEPTH = 32;

export const BODY_MESSAGES = {
  notJson: "The request body must be JSON.",
  notObject: "The request body must be a JSON object.",
  tooLarge: "The request body is too large (the limit is 1 MB).",
  tooDeep: "The request body is nested too deeply.",
  nul: "Text must not contain NUL characters.",
} as const;

/** "1 MB", "64 KB": the limit as the 413 message names it. */
const sizeLabel = (bytes: number) => (bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`);
const tooLarge = (limit: number) =>
  new HttpError(413, limit === MAX_JSON_BYTES ? BODY_MESSAGES.tooLarge : `The request body is too large (the limit is ${sizeLabel(limit)}).`);

/** The body's bytes, refusing (413) more than `limit` whatever Content-Length says. */
export async function readBytes(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Walks the parsed value without recursion (a body nested 10,000 deep must not
 * overflow the stack): too deep is a 400, and so is a NUL character in any key
 * or text (PostgreSQL text cannot hold one).
 */
export function checkJsonValue(root: unknown) {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\0")) throw badRequest(BODY_MESSAGES.nul);
    } else if (value && typeof value === "object") {
      if (depth >= MAX_JSON_DEPTH) throw badRequest(BODY_MESSAGES.tooDeep);
      for (const [key, item] of Object.entries(value)) {
        if (key.includes("\0")) throw badRequest(BODY_MESSAGES.nul);
        stack.push([item, depth + 1]);
      }
    }
  }
}

/** Reads a JSON object body: 413 above `limit` bytes, 400 for anything but a sound JSON object. */
export async function readJson(request: Request, limit = MAX_JSON_BYTES): Promise<Record<string, unknown>> {
  const bytes = await readBytes(request, limit);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw badRequest(BODY_MESSAGES.notJson);
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) throw badRequest(BODY_MESSAGES.notObject);
  checkJsonValue(body);
  return body as Record<string, unknown>;
}
