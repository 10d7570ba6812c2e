import type { Locale } from "@/platform/i18n/locales";
import { format } from "@/platform/i18n/messages";
import de from "./de";
import en, { type PostMessages } from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";
import ja from "./ja";
import pl from "./pl";
import pt from "./pt";
import ru from "./ru";
import zh from "./zh";

/**
 * The posts' visitor texts in the ten UI languages (nl reads English), shaped
 * like the chrome's feature catalogs (`{ en, es, … }`) so they can join the ICU
 * catalog as `posts.*`. The pages that use them are server components, which
 * translate with `postsText(locale)`; the help center's search gets its few
 * texts from its server parent.
 */
export const postsMessages: Record<Exclude<Locale, "nl">, PostMessages> = { en, es, fr, de, ru, pt, it, pl, ja, zh };

export type PostText = (key: keyof PostMessages, values?: Record<string, string | number>) => string;

export function postsText(locale: string): PostText {
  const messages = postsMessages[locale as keyof typeof postsMessages] ?? en;
  return (key, values) => format(messages[key], values);
}
