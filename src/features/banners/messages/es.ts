import type { BannersMessages } from "./en";

const es: BannersMessages = {
  region: "Aviso",
  close: "Cerrar este aviso",
  expand: "Ver más",
  collapse: "Cerrar",
  newTab: "(se abre en una pestaña nueva)",
  saleEnded: "Oferta terminada",
  countdown: "{days} d {hours} h {minutes} min {seconds} s",
  countdownMinutes: "{days} d {hours} h {minutes} min",
  endsIn: "Termina en {days, plural, one {# día} other {# días}}, {hours, plural, one {# hora} other {# horas}} y {minutes, plural, one {# minuto} other {# minutos}}",
};

export default es;
