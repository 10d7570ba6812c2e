import { describe, expect, it } from "vitest";
import { bannerItemSchema } from "./schema";

describe("bannerItemSchema", () => {
  it("takes the spec's dismissal durations and refuses others with a message", () => {
    for (const ok of ["3 days", "1 hour", "90 minutes", "1 month", "2 years"]) {
      expect(bannerItemSchema.safeParse({ content: { text: "Sale" }, dismissal_duration: ok }).success).toBe(true);
    }
    const bad = bannerItemSchema.safeParse({ content: { text: "Sale" }, dismissal_duration: "soon" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("The dismissal duration must be a number and minutes, hours, days, months or years, e.g. 3 days");
  });

  it("sanitizes custom HTML and refuses script links", () => {
    const parsed = bannerItemSchema.parse({ content: { customContent: '<p onclick="x()">Hi<script>alert(1)</script></p>' } });
    expect(parsed.content.customContent).toBe("<p>Hi</p>");
    expect(bannerItemSchema.safeParse({ content: { text: "Sale", link: { url: "javascript:alert(1)" } } }).success).toBe(false);
    expect(bannerItemSchema.safeParse({ content: { text: "Sale", link: { url: "//evil.example" } } }).success).toBe(false);
    expect(bannerItemSchema.safeParse({ content: { text: "Sale", link: { url: "/offers" } } }).success).toBe(true);
  });

  it("needs a text", () => {
    const result = bannerItemSchema.safeParse({ content: {} });
    expect(result.error?.issues[0]).toMatchObject({ message: "Please enter the banner's text", path: ["content", "text"] });
  });
});
