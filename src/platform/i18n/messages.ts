import en, { type Messages } from "./messages/en";
import es from "./messages/es";
import fr from "./messages/fr";
import de from "./messages/de";
import ru from "./messages/ru";
import pt from "./messages/pt";
import it from "./messages/it";
import pl from "./messages/pl";
import ja from "./messages/ja";
import zh from "./messages/zh";
import type { Locale } from "./locales";

/** UI texts: the ten languages of the spec; nl is recognised in paths only and reads English. */
const catalog: Record<Locale, Messages> = { en, es, fr, de, ru, pt, it, nl: en, pl, ja, zh };

export type { Messages };
export type MessageKey = keyof Messages;

export function messagesFor(locale: Locale): Messages {
  return catalog[locale] ?? en;
}

/** `format("Hello {name}", { name: "Ann" })` */
export function format(template: string, values: Record<string, string | number> = {}) {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
