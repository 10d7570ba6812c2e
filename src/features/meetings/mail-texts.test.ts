import { describe, expect, it } from "vitest";
import { UI_LOCALES } from "@/platform/i18n/locales";
import { customerMail, meetingTimeText, organizationMail, siteOwnFacts, type BookingMailFacts } from "./mail-text";
import { BOOKING_MAIL, bookingMailLanguage, uiLocaleOf } from "./mail-texts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// Sunday 29 March 2026, 09:00 in Berlin (summer time from that day: UTC+2).
const START = new Date("2026-03-29T07:00:00Z");
const facts = (when: string, method: "REQUEST" | "CANCEL" = "REQUEST"): BookingMailFacts => ({
  method,
  siteName: "Acme",
  title: "Intro call with Bea",
  typeName: "Intro call",
  when,
  customerName: "Bea",
  customerEmail: "bea@example.com",
  notes: "About the shop",
  cancelLink: "https://acme.example/api/meetings/bookings/1/cancel?token=t",
  adminLink: "https://acme.example/admin",
});

describe("BOOKING_MAIL", () => {
  it("has every key, non-empty, with the placeholders of English, in each of the ten languages", () => {
    expect(Object.keys(BOOKING_MAIL).sort()).toEqual([...UI_LOCALES].sort());
    const english = BOOKING_MAIL.en;
    for (const locale of UI_LOCALES) {
      const texts = BOOKING_MAIL[locale];
      expect(Object.keys(texts).sort(), locale).toEqual(Object.keys(english).sort());
      for (const key of Object.keys(english) as (keyof typeof english)[]) {
        expect(texts[key].trim(), `${locale}.${key}`).not.toBe("");
        expect(placeholders(texts[key]), `${locale}.${key}`).toEqual(placeholders(english[key]));
      }
    }
  });
});

describe("the customer's mail", () => {
  it("is in German for a German booking: subject and body, weekday and month in German", () => {
    const when = meetingTimeText(START, 30, "Europe/Berlin", "de");
    expect(when).toBe("Sonntag, 29. März 2026, 09:00–09:30 (Europe/Berlin)");
    const booked = customerMail(facts(when), "de");
    expect(booked.subject).toBe("Ihr Termin mit Acme: Sonntag, 29. März 2026, 09:00–09:30 (Europe/Berlin)");
    expect(booked.text).toContain("Guten Tag Bea,");
    expect(booked.text).toContain("Ihr Termin „Intro call with Bea“ mit Acme ist gebucht.");
    expect(booked.text).toContain("Wann: Sonntag, 29. März 2026");
    expect(booked.text).toContain("Ihre Anmerkungen: About the shop");
    expect(booked.text).toContain("öffnen Sie diesen Link: https://acme.example/api/meetings/bookings/1/cancel?token=t");
    const cancelled = customerMail(facts(when, "CANCEL"), "de");
    expect(cancelled.subject).toBe("Abgesagt: Intro call am Sonntag, 29. März 2026, 09:00–09:30 (Europe/Berlin)");
    expect(cancelled.text).toContain("am Sonntag, 29. März 2026, 09:00–09:30 (Europe/Berlin) ist abgesagt.");
  });

  it("writes the weekday and month in the other languages too", () => {
    expect(meetingTimeText(START, 30, "Europe/Berlin", "fr")).toBe("dimanche 29 mars 2026, 09:00–09:30 (Europe/Berlin)");
    expect(meetingTimeText(START, 30, "Europe/Berlin", "es")).toBe("domingo, 29 de marzo de 2026, 09:00–09:30 (Europe/Berlin)");
    expect(meetingTimeText(START, 30, "Europe/Berlin", "ru")).toBe("воскресенье, 29 марта 2026 г., 09:00–09:30 (Europe/Berlin)");
    expect(meetingTimeText(START, 30, "Europe/Berlin", "ja")).toBe("2026年3月29日（日曜日）, 09:00–09:30 (Europe/Berlin)");
  });

  it("stays as it was in English (and the organization's mail is English)", () => {
    const when = meetingTimeText(START, 30, "Europe/Berlin");
    expect(when).toBe("Sunday, 29 March 2026, 09:00–09:30 (Europe/Berlin)");
    expect(customerMail(facts(when)).subject).toBe("Your meeting with Acme: Sunday, 29 March 2026, 09:00–09:30 (Europe/Berlin)");
    expect(customerMail(facts(when, "CANCEL")).subject).toBe("Cancelled: Intro call on Sunday, 29 March 2026, 09:00–09:30 (Europe/Berlin)");
    expect(organizationMail(facts(when)).subject).toBe("New booking: Bea, Sunday, 29 March 2026, 09:00–09:30 (Europe/Berlin)");
  });

  it("leaves placeholder-like text the customer typed alone", () => {
    const mail = customerMail({ ...facts("x"), customerName: "{site}" }, "de");
    expect(mail.text).toContain("Guten Tag {site},");
  });
});

describe("the mail's language", () => {
  it("is the booking's locale, by its language (pt-BR is pt), else the organization's, else English", () => {
    expect(bookingMailLanguage("de", "en")).toBe("de");
    expect(bookingMailLanguage("pt-BR", "en")).toBe("pt");
    expect(bookingMailLanguage("zh_CN", "en")).toBe("zh");
    expect(bookingMailLanguage("nl", "fr")).toBe("fr");
    expect(bookingMailLanguage("xx", "it")).toBe("it");
    expect(bookingMailLanguage(null, "es")).toBe("es");
    expect(bookingMailLanguage("klingon", "nl")).toBe("en");
    expect(bookingMailLanguage(undefined, undefined)).toBe("en");
    expect(uiLocaleOf("EN-gb")).toBe("en");
  });

  it("falls back for an unknown locale: the mail is in the organization's language", () => {
    const language = bookingMailLanguage("tlh", "fr");
    const mail = customerMail(facts(meetingTimeText(START, 30, "Europe/Berlin", language)), language);
    expect(mail.subject).toBe("Votre rendez-vous avec Acme : dimanche 29 mars 2026, 09:00–09:30 (Europe/Berlin)");
    expect(mail.text).toContain("Bonjour Bea,");
  });
});

describe("a booking mail to an address nobody confirmed (issue 36, item 20)", () => {
  const facts = {
    method: "REQUEST" as const,
    siteName: "Acme",
    title: "Verify your bank at evil.example",
    typeName: "Intro call",
    when: "Monday",
    customerName: "Security Team",
    customerEmail: "x@example.com",
    notes: "Call now",
    cancelLink: "https://acme.test/c",
    adminLink: "https://acme.test/admin",
  };

  it("carries the site's own text only, greeting no one by name, in every language", () => {
    for (const locale of UI_LOCALES) {
      for (const method of ["REQUEST", "CANCEL"] as const) {
        const mail = customerMail(siteOwnFacts({ ...facts, method }), locale);
        const all = `${mail.subject}\n${mail.text}`;
        for (const typed of ["evil.example", "Security Team", "Call now"]) expect(all, `${locale} ${method} ${typed}`).not.toContain(typed);
        expect(mail.text.split("\n")[0], locale).toBe(BOOKING_MAIL[locale].helloAnyone);
      }
    }
    expect(customerMail(facts, "en").text).toContain("Hello Security Team,");
  });
});
