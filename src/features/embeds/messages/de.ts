import type { EmbedsMessages } from "./en";

const de: EmbedsMessages = {
  video: "Video",
  label: "{service}-Video: {title}",
  notice: "Dieses Video wird von {service} bereitgestellt. Wenn Sie es laden, kann {service} Cookies setzen und Ihren Besuch sehen.",
  loadOnce: "Einmal laden",
  alwaysAllow: "Immer erlauben",
  privacySettings: "Datenschutzeinstellungen",
  frameTitle: "{title} ({service})",
};

export default de;
