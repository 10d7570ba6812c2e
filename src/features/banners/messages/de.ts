import type { BannersMessages } from "./en";

const de: BannersMessages = {
  region: "Hinweis",
  close: "Diesen Hinweis schließen",
  expand: "Mehr anzeigen",
  collapse: "Schließen",
  newTab: "(öffnet in einem neuen Tab)",
  saleEnded: "Angebot beendet",
  countdown: "{days} T {hours} Std {minutes} Min {seconds} Sek",
  countdownMinutes: "{days} T {hours} Std {minutes} Min",
  endsIn: "Endet in {days, plural, one {# Tag} other {# Tagen}}, {hours, plural, one {# Stunde} other {# Stunden}} und {minutes, plural, one {# Minute} other {# Minuten}}",
};

export default de;
