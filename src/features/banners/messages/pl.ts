import type { BannersMessages } from "./en";

const pl: BannersMessages = {
  region: "Ogłoszenie",
  close: "Zamknij to ogłoszenie",
  expand: "Pokaż więcej",
  collapse: "Zamknij",
  newTab: "(otwiera się w nowej karcie)",
  saleEnded: "Promocja zakończona",
  countdown: "{days} d {hours} godz. {minutes} min {seconds} s",
  countdownMinutes: "{days} d {hours} godz. {minutes} min",
  endsIn:
    "Kończy się za {days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}, {hours, plural, one {# godzinę} few {# godziny} many {# godzin} other {# godziny}} i {minutes, plural, one {# minutę} few {# minuty} many {# minut} other {# minuty}}",
};

export default pl;
