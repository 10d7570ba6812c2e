import { readBytes } from "./body";
import { badRequest, HttpError } from "./errors";

/** What a route that takes files accepts (the media library's upload, say). */
export type UploadLimits = {
  /** The whole body's limit in bytes, counted as it streams in (413 past it). */
  maxBytes: number;
  /** Content types a file may have ("image/png"; "image/*" for a family). Default: any. */
  accept?: readonly string[];
  /** Files in one request (default 1). */
  maxFiles?: number;
};

export type UploadedFile = { field: string; name: string; type: string; size: number; bytes: Uint8Array };
export type Upload = { fields: Record<string, string>; files: UploadedFile[] };

export const UPLOAD_MESSAGES = {
  notMultipart: "Send the file as multipart/form-data.",
  malformed: "The upload could not be read.",
  noFile: "Choose a file to upload.",
  tooManyFiles: (max: number) => (max === 1 ? "Upload one file at a time." : `Upload at most ${max} files at a time.`),
  type: (name: string) => `"${name}" is not a file type this upload takes.`,
} as const;

const accepts = (accept: readonly string[] | undefined, type: string) =>
  !accept || accept.some((pattern) => (pattern.endsWith("/*") ? type.startsWith(pattern.slice(0, -1)) : type === pattern));

/**
 * Reads a multipart/form-data body: its bytes stream in against `maxBytes`
 * (413 as soon as they pass it, whatever Content-Length says), then the parts
 * are split into text fields and files. A body that is not multipart is a 415;
 * a broken one, no file, too many files or a file of a type not accepted is a
 * 400 or 415 with a message a person can act on. Nothing is stored here.
 */
export async function readUpload(request: Request, limits: UploadLimits): Promise<Upload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType)) throw new HttpError(415, UPLOAD_MESSAGES.notMultipart);
  const bytes = await readBytes(request, limits.maxBytes);
  let form: FormData;
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw badRequest(UPLOAD_MESSAGES.malformed);
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value === "string") {
      if (value.includes("\0")) throw badRequest("Text must not contain NUL characters.");
      fields[field] = value;
      continue;
    }
    if (!accepts(limits.accept, value.type)) throw new HttpError(415, UPLOAD_MESSAGES.type(value.name));
    files.push({ field, name: value.name, type: value.type, size: value.size, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  const maxFiles = limits.maxFiles ?? 1;
  if (files.length === 0) throw badRequest(UPLOAD_MESSAGES.noFile);
  if (files.length > maxFiles) throw badRequest(UPLOAD_MESSAGES.tooManyFiles(maxFiles));
  return { fields, files };
}
