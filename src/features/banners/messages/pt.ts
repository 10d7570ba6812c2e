import type { BannersMessages } from "./en";

const pt: BannersMessages = {
  region: "Aviso",
  close: "Fechar este aviso",
  expand: "Ver mais",
  collapse: "Fechar",
  newTab: "(abre num novo separador)",
  saleEnded: "Promoção terminada",
  countdown: "{days} d {hours} h {minutes} min {seconds} s",
  countdownMinutes: "{days} d {hours} h {minutes} min",
  endsIn: "Termina em {days, plural, one {# dia} other {# dias}}, {hours, plural, one {# hora} other {# horas}} e {minutes, plural, one {# minuto} other {# minutos}}",
};

export default pt;
