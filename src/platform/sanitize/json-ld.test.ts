import { describe, expect, it } from "vitest";
import { jsonLdText } from "./json-ld";

describe("jsonLdText", () => {
  it("cannot close the script element or open a comment, and reads back as the same data", () => {
    const data = { text: "</script><script>alert(1)</script> <!-- & \u2028 \u2029" };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
