import { describe, expect, it } from "vitest";
import { updateFallback } from "./metrics-api";

// spec/editors.md §8: "Failed to update title/description/image" for an edit of that field alone.
describe("the message of a metric edit that failed without a reason", () => {
  it("names the one field edited", () => {
    expect(updateFallback({ version: 3, title: "Founded in" })).toBe("Failed to update title");
    expect(updateFallback({ version: 3, description: "<p>In 2004</p>" })).toBe("Failed to update description");
    expect(updateFallback({ version: 3, image: "https://example.com/a.png" })).toBe("Failed to update image");
  });

  it("says 'Failed to update' for several fields or another field", () => {
    expect(updateFallback({ version: 3, title: "A", description: "<p>B</p>" })).toBe("Failed to update");
    expect(updateFallback({ version: 3, is_card_type: true })).toBe("Failed to update");
  });
});
