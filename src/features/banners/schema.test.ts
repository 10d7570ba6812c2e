import { describe, expect, it } from "vitest";
import { bannerItemSchema } from "./schema";
import { bannerName } from "./shape";

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
    // Read by browsers as another host (issue 36, item 20).
    for (const url of ["/\\evil.example", "\\\\evil.example", "/\t/evil.example", "/\n/evil.example", "https://evil.example\\@site.test"]) {
      expect(bannerItemSchema.safeParse({ content: { text: "Sale", link: { url } } }).success, url).toBe(false);
    }
    expect(bannerItemSchema.safeParse({ content: { text: "Sale", link: { url: "/offers" } } }).success).toBe(true);
  });

  it("needs a text", () => {
    const result = bannerItemSchema.safeParse({ content: {} });
    expect(result.error?.issues[0]).toMatchObject({ message: "Please enter the banner's text", path: ["content", "text"] });
  });
});

describe("older and spec-named banner shapes", () => {
  it("takes text, icon and link at the top of the item (an earlier settings form) into content", () => {
    const parsed = bannerItemSchema.parse({ text: "Spring sale", icon: "megaphone", link: { url: "/offers", label: "See offers" }, position: "bottom" });
    expect(parsed.content).toEqual({ text: "Spring sale", icon: "megaphone", link: { url: "/offers", label: "See offers" } });
    expect(parsed.position).toBe("bottom");
  });

  it("keeps what content holds over a stale copy at the top", () => {
    const parsed = bannerItemSchema.parse({ id: 4, text: "Old", content: { text: "New" } });
    expect(parsed.content.text).toBe("New");
  });

  it("takes the spec's openState and isFixedAboveNavbar, a plain-text content and a link given as an address", () => {
    const parsed = bannerItemSchema.parse({ content: "Closed on Monday", openState: "left-30", isFixedAboveNavbar: true });
    expect(parsed).toMatchObject({ content: { text: "Closed on Monday" }, open_state: "left-30", is_fixed_above_navbar: true });
    expect(bannerItemSchema.parse({ content: { text: "Sale", link: "/offers" } }).content.link).toEqual({ url: "/offers" });
  });

  it("asks for the text when content is missing, not for an object", () => {
    const result = bannerItemSchema.safeParse({ position: "top" });
    expect(result.error?.issues[0]).toMatchObject({ message: "Please enter the banner's text", path: ["content", "text"] });
  });
});

describe("bannerName", () => {
  it("names a banner by its text, else by the words of its custom HTML", () => {
    expect(bannerName({ content: { text: "  Spring sale " } })).toBe("Spring sale");
    expect(bannerName({ text: "Older shape" })).toBe("Older shape");
    expect(bannerName({ content: { customContent: "<p>Free <b>delivery</b>&nbsp;today</p>" } })).toBe("Free delivery today");
    expect(bannerName({ content: {} })).toBe("");
  });
});
