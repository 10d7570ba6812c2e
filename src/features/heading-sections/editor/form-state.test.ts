import { describe, expect, it } from "vitest";
import { rebase } from "@/ui/draft";
import { createPayload, draftFromHeading, EMPTY_DRAFT, updatePayload, validate, type HeadingDraft } from "./form-state";

const filled = { ...EMPTY_DRAFT, name: " Hello ", description_text: "<p>World</p>" };

describe("heading editor form state", () => {
  it("validates with the spec's messages, per field", () => {
    expect(validate(EMPTY_DRAFT, "/")).toEqual({ name: "Please enter a heading name", description_text: "Please enter a description text" });
    expect(validate({ ...filled, description_text: "<p> </p>" }, "/")).toEqual({ description_text: "Please enter a description text" });
    expect(validate(filled, "")).toEqual({ form: 'Please enter a page URL (e.g., "/about" or "/")' });
    expect(validate({ ...filled, url: "javascript:alert(1)" }, "/").url).toBeTruthy();
    expect(validate(filled, "/about")).toEqual({});
  });

  it("sends every field on create: trimmed texts, translations without blanks", () => {
    const payload = createPayload({ ...filled, name_translation: { es: "Hola", fr: "  " } });
    expect(payload).toMatchObject({
      name: "Hello",
      description_text: "<p>World</p>",
      name_part_2: "",
      name_translation: { es: "Hola" },
      button_text_translation: null,
      style_variant: "default",
    });
  });

  it("sends only what changed on update; the stored description stays untouched otherwise", () => {
    const stored = '<p>Keep <strong>this</strong> <a href="/x">link</a></p><ul><li>one</li></ul>';
    const base = draftFromHeading({ ...filled, name: "Hello", description_text: stored, id: 1, version: 1 } as never);
    expect(base.description_text).toBe(stored);
    expect(updatePayload(base, { ...base, name: "Renamed" })).toEqual({ name: "Renamed" });
    expect(updatePayload(base, { ...base, gradient: { from: "blue-600", to: "sky-500" }, is_gradient: true })).toEqual({
      gradient: { from: "blue-600", to: "sky-500" },
      is_gradient: true,
    });
    expect(updatePayload(base, { ...base, name_translation: { de: "Hallo" } })).toEqual({ name_translation: { de: "Hallo" } });
    expect(updatePayload(base, base)).toEqual({});
  });

  it("reapplies the user's changes over a newer version", () => {
    const oldBase: HeadingDraft = { ...filled, name: "A", style_variant: "default" };
    const mine: HeadingDraft = { ...oldBase, name: "Mine" };
    const theirs: HeadingDraft = { ...oldBase, style_variant: "clean" };
    expect(rebase(oldBase, mine, theirs)).toEqual({ ...theirs, name: "Mine" });
  });
});
