import { describe, expect, it } from "vitest";
import { HERO_DEFAULTS } from "../defaults";
import { changedFields, formFromHero, mergeEventFields, rebase } from "./form-state";

const form = { ...HERO_DEFAULTS, title: "Hello" };

describe("the hero editor's form", () => {
  it("starts a new hero from the defaults, and an existing one from its record", () => {
    expect(formFromHero(null)).toEqual(HERO_DEFAULTS);
    const record = { ...form, id: 4, organization_id: 1, url_page: "/", order: 0, version: 3, created_at: "", updated_at: "" };
    expect(formFromHero(record)).toEqual(form);
  });

  it("sends only the fields that changed, style objects whole", () => {
    const draft = { ...form, title_style: { ...form.title_style, size: { ...form.title_style.size, desktop: 64 } } };
    expect(changedFields(form, draft)).toEqual({ title_style: draft.title_style });
    expect(changedFields(form, form)).toEqual({});
  });

  it("reapplies the user's changes over a newer version (after a 409)", () => {
    const mine = { ...form, title: "Mine" };
    const theirs = { ...form, description: "Theirs" };
    expect(rebase(form, mine, theirs)).toEqual({ ...form, title: "Mine", description: "Theirs" });
  });

  it("merges a hero-section-updated event's fields, key by key, keeping valid values only", () => {
    const merged = mergeEventFields(form, { description: "From the event", title_style: { alignment: "left" }, image_style: { width: 10 }, title: "" }, 7);
    expect(merged.description).toBe("From the event");
    expect(merged.title_style).toEqual({ ...form.title_style, alignment: "left" });
    expect(merged.image_style.width).toBe(400);
    expect(merged.title).toBe("Hello");
  });

  it("ignores an event for another hero, or one without fields", () => {
    expect(mergeEventFields(form, { id: 8, title: "Other" }, 7)).toBe(form);
    expect(mergeEventFields(form, null, 7)).toBe(form);
    expect(mergeEventFields(form, "title", 7)).toBe(form);
    expect(mergeEventFields(form, { id: 7, title: "Mine" }, 7).title).toBe("Mine");
  });
});
