import type { EmbedsMessages } from "./en";

const pl: EmbedsMessages = {
  video: "Wideo",
  label: "Wideo {service}: {title}",
  notice: "Ten film jest udostępniany przez {service}. Jego wczytanie pozwala {service} zapisać pliki cookie i zobaczyć Twoją wizytę.",
  loadOnce: "Wczytaj raz",
  alwaysAllow: "Zawsze zezwalaj",
  privacySettings: "Ustawienia prywatności",
  frameTitle: "{title} ({service})",
};

export default pl;
