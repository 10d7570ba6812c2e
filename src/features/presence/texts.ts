import type { UiLocale } from "@/platform/i18n/locales";

/** The editors' presence texts (issue 43 §4), per UI language. */
const en = {
  /** The avatars' list, for screen readers. */
  alsoHere: "Also editing",
  /** One avatar's accessible name and tooltip. */
  here: "{name} has this open",
  /** Said (politely) when someone opens the record. */
  joined: "{name} opened this too",
  /** Another member saved while the form had no changes: it now shows their version. */
  savedLoaded: "{name} saved this just now. Their version is shown.",
  /** Another member saved while the form had changes: the conflict view follows. */
  savedConflict: "{name} saved this just now.",
  someone: "Another member",
  dismiss: "Dismiss",
};

export type PresenceTexts = typeof en;

const es: PresenceTexts = {
  alsoHere: "También editando",
  here: "{name} lo tiene abierto",
  joined: "{name} también lo ha abierto",
  savedLoaded: "{name} acaba de guardarlo. Se muestra su versión.",
  savedConflict: "{name} acaba de guardarlo.",
  someone: "Otro miembro",
  dismiss: "Cerrar",
};

const fr: PresenceTexts = {
  alsoHere: "Modifient aussi",
  here: "{name} l’a ouvert",
  joined: "{name} l’a ouvert aussi",
  savedLoaded: "{name} vient de l’enregistrer. Sa version est affichée.",
  savedConflict: "{name} vient de l’enregistrer.",
  someone: "Un autre membre",
  dismiss: "Fermer",
};

const de: PresenceTexts = {
  alsoHere: "Bearbeiten ebenfalls",
  here: "{name} hat dies geöffnet",
  joined: "{name} hat dies ebenfalls geöffnet",
  savedLoaded: "{name} hat dies gerade gespeichert. Diese Version wird angezeigt.",
  savedConflict: "{name} hat dies gerade gespeichert.",
  someone: "Ein anderes Mitglied",
  dismiss: "Schließen",
};

const ru: PresenceTexts = {
  alsoHere: "Также редактируют",
  here: "{name} открыл(а) это",
  joined: "{name} тоже открыл(а) это",
  savedLoaded: "{name} только что сохранил(а) это. Показана его (её) версия.",
  savedConflict: "{name} только что сохранил(а) это.",
  someone: "Другой участник",
  dismiss: "Закрыть",
};

const it: PresenceTexts = {
  alsoHere: "Stanno modificando anche",
  here: "{name} lo ha aperto",
  joined: "Anche {name} lo ha aperto",
  savedLoaded: "{name} lo ha appena salvato. È mostrata la sua versione.",
  savedConflict: "{name} lo ha appena salvato.",
  someone: "Un altro membro",
  dismiss: "Chiudi",
};

const pt: PresenceTexts = {
  alsoHere: "Também a editar",
  here: "{name} tem isto aberto",
  joined: "{name} também abriu isto",
  savedLoaded: "{name} acabou de guardar isto. A versão dele(a) é mostrada.",
  savedConflict: "{name} acabou de guardar isto.",
  someone: "Outro membro",
  dismiss: "Fechar",
};

const pl: PresenceTexts = {
  alsoHere: "Edytują również",
  here: "{name} ma to otwarte",
  joined: "{name} też to otworzył(a)",
  savedLoaded: "{name} właśnie to zapisał(a). Widać jego (jej) wersję.",
  savedConflict: "{name} właśnie to zapisał(a).",
  someone: "Inny członek",
  dismiss: "Zamknij",
};

const zh: PresenceTexts = {
  alsoHere: "其他正在编辑的人",
  here: "{name} 正在查看",
  joined: "{name} 也打开了此项",
  savedLoaded: "{name} 刚刚保存了此项，现在显示的是其版本。",
  savedConflict: "{name} 刚刚保存了此项。",
  someone: "另一位成员",
  dismiss: "关闭",
};

const ja: PresenceTexts = {
  alsoHere: "ほかに編集中のメンバー",
  here: "{name} さんが開いています",
  joined: "{name} さんもこれを開きました",
  savedLoaded: "{name} さんがたった今保存しました。その版を表示しています。",
  savedConflict: "{name} さんがたった今保存しました。",
  someone: "別のメンバー",
  dismiss: "閉じる",
};

export const PRESENCE_TEXTS: Record<UiLocale, PresenceTexts> = { en, es, fr, de, ru, it, pt, pl, zh, ja };

/** The texts in `locale` (English for nl and unknown languages). */
export function presenceTexts(locale: string): PresenceTexts {
  return PRESENCE_TEXTS[locale as UiLocale] ?? en;
}

/** `{name}` in a text filled in (a small copy of the catalog's format(): this module goes to members' browsers only, without the catalog). */
export const fill = (template: string, name: string) => template.replace("{name}", name);
