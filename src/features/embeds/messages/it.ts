import type { EmbedsMessages } from "./en";

const it: EmbedsMessages = {
  video: "Video",
  label: "Video {service}: {title}",
  notice: "Questo video è ospitato da {service}. Caricandolo, {service} può impostare cookie e vedere la tua visita.",
  loadOnce: "Carica una volta",
  alwaysAllow: "Consenti sempre",
  privacySettings: "Impostazioni privacy",
  frameTitle: "{title} ({service})",
};

export default it;
