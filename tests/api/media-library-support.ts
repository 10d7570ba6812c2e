import http from "node:http";
import sharp from "sharp";
import { loopback, siteUrl, type TestOrg } from "../support/client";

/** An upload as the library's dialog sends it: multipart with the file and its text fields. */
export async function upload(
  org: TestOrg,
  file: { bytes: Uint8Array; name: string; type?: string },
  fields: Record<string, string> = { alt: "A test picture" },
  options: { token?: string; path?: string; method?: string; port?: number; host?: string } = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("file", new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? "application/octet-stream" }), file.name);
  const response = await fetch(siteUrl(options.host ?? org.host, options.path ?? "/api/media", options.port), {
    method: options.method ?? "POST",
    headers: { authorization: `Bearer ${options.token ?? org.owner.token}` },
    body: form,
    dispatcher: loopback,
  } as RequestInit);
  const text = await response.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, body, headers: response.headers };
}

/** A file as a visitor's browser fetches it (bytes and headers). */
export async function fetchFile(host: string, path: string, port?: number) {
  const response = await fetch(siteUrl(host, path, port), { dispatcher: loopback } as RequestInit);
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** A 1200×800 JPEG carrying EXIF with a GPS position (as a phone writes it). */
export async function jpegWithGps(): Promise<Uint8Array> {
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TestPhone", Model: "Camera 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 2400/100", GPSLongitudeRef: "E", GPSLongitude: "2/1 17/1 4000/100" },
    })
    .toBuffer();
  return new Uint8Array(buffer);
}

export async function png(width = 400, height = 300): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 220, alpha: 1 } } })
      .png()
      .toBuffer(),
  );
}

/** Bytes an MP4 starts with (an ftyp box, brand isom), padded to `size`: stored as sent. */
export function mp4(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 0x18, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2")]);
  for (let i = 24; i < size; i++) bytes[i] = (i * 31) & 0xff;
  return bytes;
}

/**
 * A large upload sent as a browser sends it (Content-Length first): the server may
 * answer before the body is through and close, so the answer is read whatever
 * happens to the rest of the body.
 */
export function postLarge(org: TestOrg, bytes: Uint8Array, port: number): Promise<{ status: number; body: any }> {
  const boundary = "----onsite-test-boundary";
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: "127.0.0.1",
      port,
      path: "/api/media",
      method: "POST",
      headers: {
        host: `${org.host}:${port}`,
        authorization: `Bearer ${org.owner.token}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": head.length + bytes.length + tail.length,
      },
    });
    request.on("response", (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text || "null") }));
    });
    request.on("error", (error) => {
      if ((error as NodeJS.ErrnoException).code !== "EPIPE" && (error as NodeJS.ErrnoException).code !== "ECONNRESET") reject(error);
    });
    request.write(head);
    request.write(bytes);
    request.end(tail);
  });
}
