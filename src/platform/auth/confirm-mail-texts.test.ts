import { describe, expect, it } from "vitest";
import { UI_LOCALES } from "../i18n/locales";
import { CONFIRM_MAIL, fill } from "./confirm-mail-texts";

describe("the confirmation mail's texts", () => {
  it("exist in the ten UI languages, each naming the site, its host and the link's hours", () => {
    expect(Object.keys(CONFIRM_MAIL).sort()).toEqual([...UI_LOCALES].sort());
    for (const locale of UI_LOCALES) {
      const text = CONFIRM_MAIL[locale];
      expect(text.subject, locale).toContain("{site}");
      expect(text.body, locale).toContain("{site}");
      expect(text.body, locale).toContain("{host}");
      expect(text.footer, locale).toContain("{hours}");
    }
  });

  it("fills the placeholders", () => {
    expect(fill(CONFIRM_MAIL.en.body, { site: "Acme", host: "acme.example" })).toBe(
      "Someone signed up on Acme (acme.example) with this email address. If it was you, open this link to confirm the address and choose your password:",
    );
  });
});
