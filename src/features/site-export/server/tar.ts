import "server-only";
/**
 * A small ustar writer and reader (POSIX.1-1988 headers, regular files only), enough for a
 * site export: names up to 255 bytes (split into prefix and name), sizes up to 8 GiB.
 */

const BLOCK = 512;

export type TarEntry = { name: string; data: Uint8Array };

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, "0") + "\0";
}

function header(name: string, size: number, mtime: number): Uint8Array {
  const block = new Uint8Array(BLOCK);
  const encoder = new TextEncoder();
  let prefix = "";
  let base = name;
  if (encoder.encode(name).length > 100) {
    const cut = name.lastIndexOf("/", 155);
    if (cut <= 0 || encoder.encode(name.slice(cut + 1)).length > 100) throw new Error(`The file name is too long for the archive: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  const put = (text: string, offset: number) => block.set(encoder.encode(text), offset);
  put(base, 0);
  put(octal(0o644, 8), 100);
  put(octal(0, 8), 108);
  put(octal(0, 8), 116);
  put(octal(size, 12), 124);
  put(octal(mtime, 12), 136);
  put("        ", 148); // checksum counted as spaces
  put("0", 156);
  put("ustar\0", 257);
  put("00", 263);
  put(prefix, 345);
  const sum = block.reduce((total, byte) => total + byte, 0);
  put(sum.toString(8).padStart(6, "0") + "\0 ", 148);
  return block;
}

/** The archive of the entries, in their order, with the two empty blocks that end it. */
export function writeTar(entries: TarEntry[], mtime = Math.floor(Date.now() / 1000)): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const entry of entries) {
    parts.push(header(entry.name, entry.data.length, mtime), entry.data);
    const pad = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
    if (pad) parts.push(new Uint8Array(pad));
  }
  parts.push(new Uint8Array(BLOCK * 2));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The regular files of an archive by name; anything that is not a ustar archive is refused. */
export function readTar(bytes: Uint8Array): Map<string, Uint8Array> {
  const decoder = new TextDecoder();
  const text = (offset: number, length: number) => decoder.decode(bytes.subarray(offset, offset + length)).replace(/\0.*$/s, "");
  const files = new Map<string, Uint8Array>();
  let at = 0;
  while (at + BLOCK <= bytes.length) {
    if (bytes.subarray(at, at + BLOCK).every((b) => b === 0)) break;
    if (!text(at + 257, 6).startsWith("ustar")) throw new Error("This is not a tar archive of a site export.");
    const name = [text(at + 345, 155), text(at, 100)].filter(Boolean).join("/");
    const size = parseInt(text(at + 124, 12).trim() || "0", 8);
    const type = text(at + 156, 1);
    const start = at + BLOCK;
    if (start + size > bytes.length) throw new Error("The archive is cut short.");
    if (type === "0" || type === "") files.set(name, bytes.slice(start, start + size));
    at = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return files;
}
