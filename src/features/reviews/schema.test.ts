import { describe, expect, it } from "vitest";
import { isHttpUrl, reviewItemSchema } from "./schema";

const messageOf = (item: Record<string, unknown>) => {
  const result = reviewItemSchema.safeParse({ author: "Maria K.", rating: 5, ...item });
  return result.success ? null : result.error.issues[0]!.message;
};

describe("a review as Global Settings saves it", () => {
  it("keeps a full review, trimmed, its empty link and date as none", () => {
    expect(
      reviewItemSchema.parse({
        author: "  Maria K. ",
        rating: 4,
        text: " Quick and friendly. ",
        text_translation: { de: "Schnell und freundlich." },
        reviewed_on: "2026-03-14",
        source: " Google ",
        source_url: "https://g.co/review/1",
      }),
    ).toEqual({
      author: "Maria K.",
      rating: 4,
      text: "Quick and friendly.",
      text_translation: { de: "Schnell und freundlich." },
      reviewed_on: "2026-03-14",
      source: "Google",
      source_url: "https://g.co/review/1",
    });
    expect(reviewItemSchema.parse({ author: "Tom", rating: 3, reviewed_on: "", source_url: "" })).toMatchObject({
      text: "",
      source: "",
      reviewed_on: null,
      source_url: null,
    });
  });

  it("takes the rating as the settings' select sends it ('4'), and refuses anything but a whole number from 1 to 5", () => {
    expect(reviewItemSchema.parse({ author: "Tom", rating: "4" }).rating).toBe(4);
    for (const rating of [0, 6, 4.5, "x", "4.5", "", null, undefined, -1, true])
      expect(messageOf({ rating }), String(rating)).toBe("The rating must be a whole number from 1 to 5");
  });

  it("needs an author", () => {
    expect(messageOf({ author: "   " })).toBe("Please enter the author's name");
    expect(messageOf({ author: undefined })).toBe("Please enter the author's name");
    expect(messageOf({ author: "x".repeat(201) })).toBe("Author must be 200 characters or fewer");
  });

  it("refuses a date that is not a calendar day, and a link that is not http(s)", () => {
    for (const reviewed_on of ["2026-02-30", "14.03.2026", "2026-3-1", "yesterday"])
      expect(messageOf({ reviewed_on }), reviewed_on).toBe("The review date must be a date like 2026-03-14");
    for (const source_url of ["javascript:alert(1)", "mailto:a@b.c", "/reviews", "g.co/review"])
      expect(messageOf({ source_url }), source_url).toBe("The link to the review must be an address starting with https://");
    expect(messageOf({ text: "x".repeat(5_001) })).toBe("Review text must be 5,000 characters or fewer");
  });

  it("knows an http(s) address", () => {
    expect(isHttpUrl("https://www.trustpilot.com/review/x")).toBe(true);
    expect(isHttpUrl("http://example.com")).toBe(true);
    expect(isHttpUrl("javascript:alert(1)")).toBe(false);
    expect(isHttpUrl("https://")).toBe(false);
    expect(isHttpUrl(null)).toBe(false);
  });
});
