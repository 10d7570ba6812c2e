import compile from "icu-minify/compile";
import type { CompiledMessage } from "icu-minify/format";
import { createTranslator } from "use-intl/core";
import en from "./messages/en";
import es from "./messages/es";
import fr from "./messages/fr";
import de from "./messages/de";
import ru from "./messages/ru";
import pt from "./messages/pt";
import it from "./messages/it";
import pl from "./messages/pl";
import ja from "./messages/ja";
import zh from "./messages/zh";
import { isLocale, type Locale, type UiLocale } from "./locales";

/**
 * The UI texts catalog: ICU messages (use-intl), one file per feature and locale.
 * The platform's shared texts (./messages/<locale>.ts) sit at the top level, keyed
 * as before (`t("signIn")`); a feature's texts (src/features/<name>/messages) sit
 * under its name (`t("chrome.login")`). nl reads English.
 *
 * Messages are compiled once on the server (icu-minify, the compiler next-intl's
 * `precompile` uses) and only the page's locale is handed to the client, where
 * use-intl formats them with its small format-only runtime (next.config.ts and
 * vitest.config.ts alias `use-intl/format-message` to it): no ICU parser ships to
 * visitors.
 */
const common: Record<UiLocale, typeof en> = { en, es, fr, de, ru, pt, it, pl, ja, zh };

/**
 * The features' catalogs, by feature name. The platform imports no feature: a
 * feature adds its catalog's type here by declaration merging (as next-intl's
 * `AppConfig`) and its texts with `registerCatalog()`, in its messages module:
 *
 *     declare module "@/platform/i18n/messages" { interface FeatureCatalogs { chrome: ChromeMessages } }
 *     registerCatalog("chrome", chromeMessages);
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features (declaration merging)
export interface FeatureCatalogs {}

const features: { [F in keyof FeatureCatalogs]?: Record<UiLocale, FeatureCatalogs[F]> } = {};

/** Adds a feature's texts (all ten UI languages) to the catalog under its name. */
export function registerCatalog<F extends keyof FeatureCatalogs>(name: F, perLocale: Record<UiLocale, FeatureCatalogs[F]>) {
  if (features[name] === perLocale) return;
  // One catalog per name; TypeScript cannot relate FeatureCatalogs[F] to the mapped entry once several features merge in.
  (features as Record<string, unknown>)[name] = perLocale;
  compiled.clear();
  translators.clear();
}

type Source = typeof en & FeatureCatalogs;

/** `"signIn"`, `"chrome.optionCount"`, …: every message of the English source. */
export type MessageKey = Leaves<Source>;
type Leaves<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}` }[keyof T & string];

/** A locale's compiled catalog, as the client receives it (opaque: read it through useT or translatorFor). */
export type Messages = { readonly [key: string]: CompiledMessage | Messages };
export type TranslationValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: TranslationValues) => string;

function uiLocale(locale: string): UiLocale {
  return isLocale(locale) && locale in common ? (locale as UiLocale) : "en";
}

function source(locale: UiLocale): Source {
  const featureTexts = Object.fromEntries(Object.entries(features).map(([name, perLocale]) => [name, (perLocale as Record<UiLocale, object>)[locale]]));
  return { ...common[locale], ...featureTexts } as Source;
}

/** Compiled, then copied into plain objects: the compiler's null-prototype objects cannot cross to client components. */
function compileAll(tree: object): Messages {
  const plain = (message: string): CompiledMessage => JSON.parse(JSON.stringify(compile(message)));
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, typeof value === "string" ? plain(value) : compileAll(value as object)]));
}

const compiled = new Map<UiLocale, Messages>();

/** The page's locale's compiled messages (what the layout hands to SiteProvider). */
export function messagesFor(locale: Locale | string): Messages {
  const ui = uiLocale(locale);
  let messages = compiled.get(ui);
  if (!messages) compiled.set(ui, (messages = compileAll(source(ui))));
  return messages;
}

const translators = new Map<string, Translate>();

/** A translator for server components: `translatorFor("ru")("chrome.optionCount", { count: 3 })`. */
export function translatorFor(locale: Locale | string): Translate {
  const key = isLocale(locale) ? locale : "en";
  let t = translators.get(key);
  if (!t) {
    const translate = createTranslator({ locale: key, messages: messagesFor(key) as never });
    t = (name, values) => translate(name as never, values as never);
    translators.set(key, t);
  }
  return t;
}

/**
 * `format("Hello {name}", { name: "Ann" })`: plain `{name}` substitution, kept for
 * catalogs not yet in the ICU catalog (posts); new texts go through `t()`.
 */
export function format(template: string, values: Record<string, string | number> = {}) {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
