import type { BannersMessages } from "./en";

const it: BannersMessages = {
  region: "Avviso",
  close: "Chiudi questo avviso",
  expand: "Mostra di più",
  collapse: "Chiudi",
  newTab: "(si apre in una nuova scheda)",
  saleEnded: "Offerta terminata",
  countdown: "{days} g {hours} h {minutes} min {seconds} s",
  countdownMinutes: "{days} g {hours} h {minutes} min",
  endsIn: "Termina tra {days, plural, one {# giorno} other {# giorni}}, {hours, plural, one {# ora} other {# ore}} e {minutes, plural, one {# minuto} other {# minuti}}",
};

export default it;
