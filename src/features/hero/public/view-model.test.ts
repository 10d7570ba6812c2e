import { describe, expect, it } from "vitest";
import { snapTextPx, clampImagePx, textPx } from "../constants";
import { HERO_DEFAULTS, type HeroData } from "../defaults";
import { mergeHero } from "../merge";
import { buttonStyle, contentStyle, heroLayout, mediaBoxStyle, sectionStyle, titleStyle } from "./view-model";

const hero = (changes: Parameters<typeof mergeHero>[1] = {}): HeroData => mergeHero({ ...HERO_DEFAULTS, title: "T" }, changes);
const IMAGE = "https://cdn.example.com/a.jpg";

describe("where the hero's image goes", () => {
  it("has no image without a URL or with an unsafe one", () => {
    expect(heroLayout(hero()).media).toBeNull();
    expect(heroLayout(hero({ image: "javascript:alert(1)" })).media).toBeNull();
  });

  it("sits beside the text with two or three columns, the text taking the others", () => {
    const two = heroLayout(hero({ image: IMAGE, image_style: { position: "left" }, background_style: { column: 2 } }));
    expect(two).toMatchObject({ columns: 2, textSpan: 1, media: { placement: "left", width: 400, height: 300 } });
    expect(heroLayout(hero({ image: IMAGE, background_style: { column: 3 } }))).toMatchObject({ columns: 3, textSpan: 2, media: { placement: "right" } });
  });

  it("stays beside the text (left or right) with one column asked for: the image takes a second column", () => {
    expect(heroLayout(hero({ image: IMAGE, image_style: { position: "left" } }))).toMatchObject({ columns: 2, textSpan: 1, media: { placement: "left" } });
    expect(heroLayout(hero({ image: IMAGE }))).toMatchObject({ columns: 2, textSpan: 1, media: { placement: "right" } });
  });

  it("can be the background only as a picture; a video goes under the text", () => {
    expect(heroLayout(hero({ image: IMAGE, image_style: { position: "background" } })).media?.placement).toBe("background");
    expect(heroLayout(hero({ image: "https://cdn.example.com/clip.mp4", image_style: { position: "background" } })).media).toMatchObject({ placement: "full", kind: "video" });
  });

  it("keeps its stored size and proportions, never wider than its column", () => {
    const media = heroLayout(hero({ image: IMAGE, image_style: { width: 480, height: 340 }, background_style: { column: 2 } })).media!;
    expect(mediaBoxStyle(media)).toEqual({ width: "min(480px, 100%)", aspectRatio: "480 / 340" });
    expect(mediaBoxStyle({ ...media, placement: "full" })).toEqual({ width: "100%", height: "340px" });
  });
});

describe("the hero's styles from tokens", () => {
  it("sizes the title from its tokens or dragged pixels, for desktop and mobile", () => {
    const style = titleStyle(hero({ title_style: { size: { desktop: 92 }, is_gradient: false, color: "rose-700" } })) as Record<string, string>;
    expect(style["--hero-size-d"]).toBe("92px");
    expect(style["--hero-size-m"]).toBe("var(--text-5xl)");
    expect(style.color).toBe("var(--color-rose-700)");
  });

  it("paints a gradient title through its letters", () => {
    const style = titleStyle(hero()) as Record<string, string>;
    expect(style.backgroundImage).toContain("linear-gradient");
    expect(style.color).toBe("transparent");
  });

  it("gives automatic text the readable colour on a dark background", () => {
    const style = titleStyle(hero({ title_style: { is_gradient: false }, background_style: { is_gradient: false, color: "slate-900" } })) as Record<string, string>;
    expect(style.color).toBe("#fff");
  });

  it("gives the button a readable text colour on its gradient or colour", () => {
    expect(buttonStyle(hero()).color).toBeTruthy();
    expect(buttonStyle(hero({ button_style: { gradient: null, color: "gray-900" } }))).toMatchObject({ backgroundColor: "var(--color-gray-900)", color: "#fff" });
  });

  it("sets the block width, the grid and the full page height", () => {
    const layout = heroLayout(hero({ image: IMAGE, background_style: { column: 3 }, title_style: { blockWidth: "full" } }));
    expect(contentStyle(layout, hero({ title_style: { blockWidth: "full" } }))).toMatchObject({ maxWidth: "none", "--hero-cols": "repeat(3, minmax(0, 1fr))", "--hero-text-span": "2" });
    expect(sectionStyle(hero({ image_style: { fullPage: true } })).minHeight).toBe("100svh");
    expect(sectionStyle(hero()).background).toContain("linear-gradient");
  });
});

describe("dragged sizes", () => {
  it("rounds a text size to a multiple of 4 within 12–120 px", () => {
    expect([snapTextPx(87), snapTextPx(85), snapTextPx(3), snapTextPx(500), snapTextPx(-78)]).toEqual([88, 84, 12, 120, 12]);
    expect(textPx("text-7xl")).toBe(72);
    expect(textPx(44)).toBe(44);
  });

  it("keeps each image side at 50 px or more", () => {
    expect([clampImagePx(49.6), clampImagePx(-20), clampImagePx(460.4)]).toEqual([50, 50, 460]);
  });
});
