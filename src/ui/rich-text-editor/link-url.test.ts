import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "@/platform/sanitize/html";
import { isSafeLinkUrl, linkUrlError, LINK_URL_MESSAGES, normalizeLinkUrl } from "./link-url";

const UNSAFE = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java script:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "data:image/png;base64,AAAA",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "ftp://example.com/file",
  "blob:https://example.com/uuid",
  "//evil.example/path",
  "\\\\evil.example",
  "/\\evil.example",
  "&#106;avascript:alert(1)",
  "",
  "   ",
];
const SAFE = ["https://example.com/a?b=c", "http://example.com", "mailto:hi@example.com", "tel:+3212345", "/about", "/about#team", "#top", "page?x=1", "../up"];

describe("isSafeLinkUrl", () => {
  it.each(UNSAFE)("refuses %j", (url) => {
    expect(isSafeLinkUrl(url)).toBe(false);
  });

  it.each(SAFE)("accepts %j", (url) => {
    expect(isSafeLinkUrl(url)).toBe(true);
  });

  it.each(SAFE)("accepts only what the sanitizer keeps: %j", (url) => {
    const html = `<a href="${url.replace(/&/g, "&amp;")}">x</a>`;
    expect(sanitizeRichText(html)).toBe(html);
  });
});

describe("normalizeLinkUrl", () => {
  it("adds https to a bare domain and mailto to an email address", () => {
    expect(normalizeLinkUrl(" example.com ")).toBe("https://example.com");
    expect(normalizeLinkUrl("www.example.com/pricing?x=1")).toBe("https://www.example.com/pricing?x=1");
    expect(normalizeLinkUrl("hello@example.com")).toBe("mailto:hello@example.com");
  });

  it("keeps URLs and paths as typed, file names stay relative", () => {
    expect(normalizeLinkUrl("https://example.com/a")).toBe("https://example.com/a");
    expect(normalizeLinkUrl("/about")).toBe("/about");
    expect(normalizeLinkUrl("about.html")).toBe("about.html");
  });

  it("refuses unsafe and empty input", () => {
    expect(normalizeLinkUrl("javascript:alert(1)")).toBeNull();
    expect(normalizeLinkUrl("data:text/html,x")).toBeNull();
    expect(normalizeLinkUrl("  ")).toBeNull();
  });
});

describe("linkUrlError", () => {
  it("says what is wrong", () => {
    expect(linkUrlError("")).toBe(LINK_URL_MESSAGES.empty);
    expect(linkUrlError("javascript:alert(1)")).toBe(LINK_URL_MESSAGES.unsafe);
    expect(linkUrlError("data:text/html,x")).toBe(LINK_URL_MESSAGES.unsafe);
    expect(linkUrlError("example.com")).toBeNull();
  });
});
