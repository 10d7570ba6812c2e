import type { Messages } from "../i18n/messages";
import type { SiteContextValue } from "../tenancy/site-context";
import { declaresText } from "./define";

/**
 * The page's one JSON block (`<script type="application/json" id="onsite-page">`): the
 * site's public settings (the same for every visitor), the page's visible path, and only
 * the messages its islands and widgets declare.
 */
export type IslandPageData = {
  site: Omit<SiteContextValue, "messages">;
  messages: Messages;
  path: string;
  /** The query the server renders an island with (`?contact=sent`); never in the JSON block (the browser reads its address). */
  search?: string;
};

export const PAGE_DATA_ID = "onsite-page";

/**
 * Fired on `document` by the islands entry once every island due at load (or on screen at
 * load) has hydrated and the widget layer has mounted its widgets; `<html data-islands-ready>` says the same.
 */
export const ISLANDS_READY_EVENT = "onsite:islands-ready";

/** The page's JSON block, or null on a page without one. */
export function readPageData(doc: Document = document): IslandPageData | null {
  const element = doc.getElementById(PAGE_DATA_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as IslandPageData) : null;
}

/** The part of `messages` (a locale's compiled catalog) under the declared `texts`. */
export function pickMessages(messages: Messages, texts: readonly string[], prefix = ""): Messages {
  const picked: Record<string, Messages[string]> = {};
  for (const [key, value] of Object.entries(messages)) {
    const name = prefix + key;
    if (declaresText(texts, name)) picked[key] = value;
    else if (isGroup(value) && texts.some((text) => text.startsWith(`${name}.`))) {
      const inner = pickMessages(value, texts, `${name}.`);
      if (Object.keys(inner).length > 0) picked[key] = inner;
    }
  }
  return picked;
}

function isGroup(value: Messages[string]): value is Messages {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** JSON inside `<script>`: `<` escaped, so no text in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
