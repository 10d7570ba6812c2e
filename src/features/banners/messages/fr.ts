import type { BannersMessages } from "./en";

const fr: BannersMessages = {
  region: "Annonce",
  close: "Fermer cette annonce",
  expand: "En savoir plus",
  collapse: "Fermer",
  newTab: "(s’ouvre dans un nouvel onglet)",
  saleEnded: "Offre terminée",
  countdown: "{days} j {hours} h {minutes} min {seconds} s",
  countdownMinutes: "{days} j {hours} h {minutes} min",
  endsIn: "Se termine dans {days, plural, one {# jour} other {# jours}}, {hours, plural, one {# heure} other {# heures}} et {minutes, plural, one {# minute} other {# minutes}}",
};

export default fr;
