import { describe, expect, it } from "vitest";
import { HttpError } from "./errors";
import { readUpload, type UploadLimits } from "./upload";

const LIMITS: UploadLimits = { maxBytes: 64 * 1024, accept: ["image/*", "application/pdf"] };

/** A real multipart body, as a browser's FormData sends it. */
function upload(parts: [string, string | File][], headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  const request = new Request("http://site.test/api/media", { method: "POST", body: form });
  return new Request(request, { headers: { ...Object.fromEntries(request.headers), ...headers } });
}

const png = (name = "logo.png", size = 100) => new File([new Uint8Array(size).fill(7)], name, { type: "image/png" });

async function failure(request: Request, limits = LIMITS): Promise<HttpError> {
  try {
    await readUpload(request, limits);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("readUpload accepted the body");
}

describe("readUpload", () => {
  it("splits text fields and files, with each file's bytes, name and type", async () => {
    const { fields, files } = await readUpload(
      upload([
        ["alt", "Our logo"],
        ["file", png()],
      ]),
      LIMITS,
    );
    expect(fields).toEqual({ alt: "Our logo" });
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ field: "file", name: "logo.png", type: "image/png", size: 100 });
    expect(files[0]!.bytes.every((byte) => byte === 7)).toBe(true);
  });

  it("refuses a body over the limit with 413 as it streams, whatever Content-Length says", async () => {
    const big = upload([["file", png("big.png", 70 * 1024)]], { "content-length": "10" });
    const error = await failure(big);
    expect(error.status).toBe(413);
    expect(error.message).toBe("The request body is too large (the limit is 64 KB).");
  });

  it("refuses JSON or a missing content type with 415", async () => {
    const json = new Request("http://site.test/api/media", { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    expect(await failure(json)).toMatchObject({ status: 415, message: "Send the file as multipart/form-data." });
  });

  it("refuses a broken multipart body with 400", async () => {
    const broken = new Request("http://site.test/api/media", {
      method: "POST",
      body: "--x\r\nnot a part",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(await failure(broken)).toMatchObject({ status: 400, message: "The upload could not be read." });
  });

  it("refuses a type the route does not take (415), no file, and too many files (400)", async () => {
    const exe = new File(["MZ"], "setup.exe", { type: "application/x-msdownload" });
    expect(await failure(upload([["file", exe]]))).toMatchObject({ status: 415, message: '"setup.exe" is not a file type this upload takes.' });
    expect(await failure(upload([["alt", "nothing"]]))).toMatchObject({ status: 400, message: "Choose a file to upload." });
    expect(
      await failure(
        upload([
          ["file", png("a.png")],
          ["file", png("b.png")],
        ]),
      ),
    ).toMatchObject({ status: 400, message: "Upload one file at a time." });
    const three = upload([
      ["file", png("a.png")],
      ["file", png("b.png")],
      ["file", png("c.png")],
    ]);
    expect(await failure(three, { ...LIMITS, maxFiles: 2 })).toMatchObject({ status: 400, message: "Upload at most 2 files at a time." });
  });
});
