import type { EmbedsMessages } from "./en";

const es: EmbedsMessages = {
  video: "Vídeo",
  label: "Vídeo de {service}: {title}",
  notice: "Este vídeo está alojado en {service}. Si lo cargas, {service} podrá instalar cookies y ver tu visita.",
  loadOnce: "Cargar una vez",
  alwaysAllow: "Permitir siempre",
  privacySettings: "Configuración de privacidad",
  frameTitle: "{title} ({service})",
};

export default es;
