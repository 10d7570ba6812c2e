import type { EmbedsMessages } from "./en";

const pt: EmbedsMessages = {
  video: "Vídeo",
  label: "Vídeo do {service}: {title}",
  notice: "Este vídeo está hospedado no {service}. Ao carregá-lo, o {service} pode definir cookies e ver a sua visita.",
  loadOnce: "Carregar uma vez",
  alwaysAllow: "Permitir sempre",
  privacySettings: "Definições de privacidade",
  frameTitle: "{title} ({service})",
};

export default pt;
