import { describe, expect, it } from "vitest";
import { HttpError } from "./errors";
import { FORM_MESSAGES, readForm, sitePath } from "./public-form";

// The no-script form posts' helpers (issue 36 item 1); the route through the real
// server: tests/api/message-forms.test.ts.
const form = (body: BodyInit, type = "application/x-www-form-urlencoded") =>
  new Request("http://one.test/api/messages/form", { method: "POST", headers: { "content-type": type }, body });

describe("sitePath", () => {
  it("keeps a path of this site and refuses anything that could lead elsewhere", () => {
    expect(sitePath("/")).toBe("/");
    expect(sitePath("/es/contact")).toBe("/es/contact");
    for (const away of [null, "", "contact", "//evil.example", "/\\evil.example", "https://evil.example/", "/a?b=1", "/a#b", "/a\nb", `/${"a".repeat(500)}`])
      expect(sitePath(away), String(away)).toBeNull();
  });
});

describe("readForm", () => {
  it("reads the fields a browser posts, + as a space, repeated names kept", async () => {
    const fields = await readForm(form("name=Ann+Lee&email=ann%40example.com&plan_id=1&plan_id=2&empty="), 1024);
    expect(fields.get("name")).toBe("Ann Lee");
    expect(fields.get("email")).toBe("ann@example.com");
    expect(fields.getAll("plan_id")).toEqual(["1", "2"]);
    expect(fields.get("empty")).toBe("");
  });

  it("refuses another type (415), too many bytes (413), broken encoding and NUL (400)", async () => {
    const status = (promise: Promise<unknown>) =>
      promise.then(
        () => 0,
        (error: HttpError) => [error.status, error.message],
      );
    expect(await status(readForm(form("{}", "application/json"), 1024))).toEqual([415, FORM_MESSAGES.notForm]);
    expect(((await status(readForm(form("a=" + "x".repeat(2000)), 1024))) as unknown[])[0]).toBe(413);
    expect(await status(readForm(form("a=%E0%A4"), 1024))).toEqual([400, FORM_MESSAGES.unreadable]);
    expect(await status(readForm(form("a=%zz"), 1024))).toEqual([400, FORM_MESSAGES.unreadable]);
    expect(await status(readForm(form(new Uint8Array([0x61, 0x3d, 0xff])), 1024))).toEqual([400, FORM_MESSAGES.unreadable]);
    expect(await status(readForm(form("a=%00"), 1024))).toEqual([400, FORM_MESSAGES.nul]);
  });
});
