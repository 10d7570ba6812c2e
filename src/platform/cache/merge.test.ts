import { describe, expect, it } from "vitest";
import { mergeInvalidations } from "./index";

/** What a save declares and what its write adds (mutation's `changed`) make one invalidation. */
describe("mergeInvalidations", () => {
  it("is the whole organization when either is", () => {
    expect(mergeInvalidations("organization", { keys: ["chrome"] })).toBe("organization");
    expect(mergeInvalidations({ keys: ["chrome"] }, "organization")).toBe("organization");
    expect(mergeInvalidations("nothing", "organization")).toBe("organization");
  });

  it("adds the keys of both, once each; nothing adds nothing", () => {
    expect(mergeInvalidations({ keys: ["pages"] }, { keys: ["page:/about", "pages"] })).toEqual({ keys: ["pages", "page:/about"] });
    expect(mergeInvalidations("nothing", { keys: ["media"] })).toEqual({ keys: ["media"] });
    expect(mergeInvalidations({ keys: ["media"] }, "nothing")).toEqual({ keys: ["media"] });
    expect(mergeInvalidations("nothing", "nothing")).toBe("nothing");
  });
});
