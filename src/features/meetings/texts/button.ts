import type { UiLocale } from "@/platform/i18n/locales";

/** The floating button's words in each UI language (the modal's texts load when it opens). */
export const SCHEDULE_MEETING: Record<UiLocale, string> = {
  en: "Schedule Meeting",
  es: "Programar reunión",
  fr: "Planifier une réunion",
  de: "Termin vereinbaren",
  ru: "Назначить встречу",
  it: "Pianifica una riunione",
  pt: "Agendar reunião",
  pl: "Umów spotkanie",
  zh: "预约会议",
  ja: "ミーティングを予約",
};
