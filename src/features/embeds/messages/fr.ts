import type { EmbedsMessages } from "./en";

const fr: EmbedsMessages = {
  video: "Vidéo",
  label: "Vidéo {service} : {title}",
  notice: "Cette vidéo est hébergée par {service}. La charger permet à {service} de déposer des cookies et de voir votre visite.",
  loadOnce: "Charger une fois",
  alwaysAllow: "Toujours autoriser",
  privacySettings: "Paramètres de confidentialité",
  frameTitle: "{title} ({service})",
};

export default fr;
