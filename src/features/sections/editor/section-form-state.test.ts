import { describe, expect, it } from "vitest";
import { createPayload, draftFromSection, EMPTY_DRAFT, rebase, updatePayload, withType } from "./section-form-state";

describe("section editor form state", () => {
  it("sends every field on create, with the type's flags", () => {
    const payload = createPayload({ ...EMPTY_DRAFT, section_title: "  Hi ", section_description: "<p>a</p><p><strong>b</strong></p>", section_type: "faq" });
    expect(payload.section_title).toBe("Hi");
    expect(payload.section_description).toBe("<p>a</p><p><strong>b</strong></p>");
    expect(payload.is_faq_section).toBe(true);
    expect(payload.is_brand).toBe(false);
    expect(payload.grid_columns).toBe(3);
  });

  it("sends only changed fields on update", () => {
    const base = { ...EMPTY_DRAFT, section_title: "A", gradient: { from: "red-500", to: "blue-500" } };
    expect(updatePayload(base, { ...base, gradient: { from: "red-500", to: "blue-500" } })).toEqual({});
    expect(updatePayload(base, { ...base, section_title: "B", grid_columns: 5 })).toEqual({ section_title: "B", grid_columns: 5 });
  });

  it("keeps the stored description as it is and sends it only when it changed", () => {
    const stored = '<p>Fast <strong>setup</strong>, <a href="/about">about us</a></p><ul><li>one</li></ul><p><span class="note" style="color:red">s</span></p>';
    const section = { section_title: "A", section_description: stored } as Parameters<typeof draftFromSection>[0];
    const base = draftFromSection(section);
    expect(base.section_description).toBe(stored);
    expect(updatePayload(base, { ...base, section_title: "B" })).toEqual({ section_title: "B" });
    const edited = `${stored}<p>more</p>`;
    expect(updatePayload(base, { ...base, section_description: edited })).toEqual({ section_description: edited });
    expect(draftFromSection({ ...section, section_description: null } as never).section_description).toBe("");
  });

  it("reads a stored text style or image height the editor does not offer as the default, as the page shows it", () => {
    const draft = draftFromSection({ section_title: "A", text_style_variant: "fancy", image_metrics_height: "h-999" } as Parameters<
      typeof draftFromSection
    >[0]);
    expect(draft).toMatchObject({ text_style_variant: "default", image_metrics_height: null });
    expect(
      draftFromSection({ section_title: "A", text_style_variant: "apple", image_metrics_height: "h-32" } as Parameters<typeof draftFromSection>[0]),
    ).toMatchObject({ text_style_variant: "apple", image_metrics_height: "h-32" });
  });

  it("reapplies the user's changes over a newer version", () => {
    const oldBase = { ...EMPTY_DRAFT, section_title: "A", grid_columns: 3 };
    const mine = { ...oldBase, section_title: "Mine" };
    const theirs = { ...oldBase, section_title: "Theirs", grid_columns: 4 };
    expect(rebase(oldBase, mine, theirs)).toMatchObject({ section_title: "Mine", grid_columns: 4 });
  });

  it("turns the slider off for types other than general", () => {
    expect(withType({ ...EMPTY_DRAFT, is_slider: true }, "faq").is_slider).toBe(false);
    expect(withType({ ...EMPTY_DRAFT, is_slider: true }, "general").is_slider).toBe(true);
  });
});
