import type { UiLocale } from "@/platform/i18n/locales";
import en, { type ChromeMessages } from "./en";
import es from "./es";
import fr from "./fr";
import de from "./de";
import ru from "./ru";
import it from "./it";
import pt from "./pt";
import pl from "./pl";
import zh from "./zh";
import ja from "./ja";

export type { ChromeMessages };
/** The chrome's texts per UI language (merged into the catalog by src/platform/i18n/messages.ts under `chrome`). */
export const chromeMessages: Record<UiLocale, ChromeMessages> = { en, es, fr, de, ru, it, pt, pl, zh, ja };
