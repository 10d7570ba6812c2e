import { describe, expect, it } from "vitest";
import { UI_LOCALES } from "@/platform/i18n/locales";
import { SCHEDULE_MEETING } from "./button";
import en from "./en";
import { fill, loadMeetingsTexts } from "./index";

describe("the Meetings texts", () => {
  it("has every text in each of the ten UI languages, with the same placeholders as English", async () => {
    for (const locale of UI_LOCALES) {
      const texts = await loadMeetingsTexts(locale);
      expect(Object.keys(texts).sort(), locale).toEqual(Object.keys(en).sort());
      for (const [key, value] of Object.entries(texts)) {
        expect(value.trim(), `${locale}.${key}`).not.toBe("");
        const names = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
        expect(names(value), `${locale}.${key}`).toEqual(names(en[key as keyof typeof en]));
      }
      expect(SCHEDULE_MEETING[locale]).toBe(texts.title);
    }
  });

  it("keeps the spec's English words and reads English for nl", async () => {
    expect(en.title).toBe("Schedule Meeting");
    expect(en.noTypes).toBe("No Meeting Types Available");
    expect(en.noOrganization).toBe("Organization context not available");
    expect(await loadMeetingsTexts("nl")).toBe(en);
    expect(fill(en.timesOn, { date: "Friday" })).toBe("Available times on Friday");
  });
});
