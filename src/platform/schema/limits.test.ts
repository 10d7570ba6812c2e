import { describe, expect, it } from "vitest";
import { createMetricSchema, updateMetricSchema } from "@/features/metrics";
import { createSectionSchema } from "@/features/sections";
import { normalizeMediaUrl } from "@/platform/media/media";
import { limitCounter, tooLongMessage } from "./limits";

const issue = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => result.error?.issues[0];

describe("text limits", () => {
  it("a 10,000-character section title says it is too long, on its field", () => {
    const found = issue(createSectionSchema.safeParse({ url_page: "/", section_title: "x".repeat(10_000) }));
    expect(found?.message).toBe("Section title must be 500 characters or fewer");
    expect(found?.path).toEqual(["section_title"]);
  });

  it("an empty section title still asks for one", () => {
    expect(issue(createSectionSchema.safeParse({ url_page: "/", section_title: " " }))?.message).toBe("Please enter a section title");
  });

  it("a 10,000-character metric title says it is too long, not that it is missing", () => {
    const found = issue(createMetricSchema.safeParse({ title: "x".repeat(10_000), description: "<p>Filled</p>" }));
    expect(found?.message).toBe("Title must be 500 characters or fewer");
    expect(found?.path).toEqual(["title"]);
    expect(issue(updateMetricSchema.safeParse({ description: "x".repeat(20_001) }))?.message).toBe("Description must be 20,000 characters or fewer");
  });

  it("the counter appears from 80% of the limit and marks a value over it", () => {
    expect(limitCounter(399, 500)).toBeNull();
    expect(limitCounter(400, 500)).toEqual({ text: "400/500", over: false });
    expect(limitCounter(501, 500)).toEqual({ text: "501/500", over: true });
    expect(tooLongMessage("Description", 20_000)).toBe("Description must be 20,000 characters or fewer");
  });
});

describe("normalizeMediaUrl", () => {
  it.each([
    ["www.example.com/a.jpg", "https://www.example.com/a.jpg"],
    ["  example.com/a.jpg ", "https://example.com/a.jpg"],
    ["cdn.example.com:8443/a.png", "https://cdn.example.com:8443/a.png"],
    ["https://example.com/a.jpg", "https://example.com/a.jpg"],
    ["http://example.com/a.jpg", "http://example.com/a.jpg"],
    ["/uploads/a.jpg", "/uploads/a.jpg"],
    ["data:image/png;base64,AAAA", "data:image/png;base64,AAAA"],
    ["javascript:alert(1)", "javascript:alert(1)"],
    ["not a url", "not a url"],
    ["", ""],
  ])("%s → %s", (input, expected) => expect(normalizeMediaUrl(input)).toBe(expected));

  it("the metric schema stores the address with https:// added", () => {
    expect(updateMetricSchema.parse({ image: "www.example.com/a.jpg" }).image).toBe("https://www.example.com/a.jpg");
  });
});
