import { describe, expect, it } from "vitest";
import { HttpError } from "./errors";
import { readJson } from "./body";

const post = (body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) =>
  new Request("http://site.test/api/x", { method: "POST", body, headers: { "content-type": "application/json", ...headers } });

async function failure(request: Request): Promise<HttpError> {
  try {
    await readJson(request);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("readJson accepted the body");
}

describe("readJson", () => {
  it("reads a JSON object", async () => {
    expect(await readJson(post('{"a":[1,{"b":"c"}]}'))).toEqual({ a: [1, { b: "c" }] });
  });

  it("refuses JSON nested 10,000 deep with a 400, without overflowing the stack", async () => {
    const deep = `{"a":${"[".repeat(10_000)}${"]".repeat(10_000)}}`;
    const error = await failure(post(deep));
    expect(error.status).toBe(400);
    expect(error.message).toBe("The request body is nested too deeply.");
  });

  it("refuses a body over 1 MB with 413, whatever Content-Length claims", async () => {
    const big = JSON.stringify({ a: "x".repeat(1024 * 1024) });
    expect((await failure(post(big))).status).toBe(413);
    expect((await failure(post("{}", { "content-length": String(5 * 1024 * 1024) }))).status).toBe(413);
  });

  it("refuses NUL characters, invalid UTF-8 and non-objects with 400", async () => {
    expect((await failure(post('{"a\\u0000":1}'))).message).toBe("Text must not contain NUL characters.");
    expect((await failure(post('{"a":["\\u0000"]}'))).message).toBe("Text must not contain NUL characters.");
    expect((await failure(post(new Uint8Array([0x7b, 0x22, 0xc0, 0x22, 0x3a, 0x31, 0x7d])))).message).toBe("The request body must be JSON.");
    expect((await failure(post("[1,2]"))).message).toBe("The request body must be a JSON object.");
    expect((await failure(post(""))).message).toBe("The request body must be JSON.");
  });
});
