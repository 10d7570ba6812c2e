import * as z from "zod";
import { HERO_DEFAULTS, type HeroData } from "./defaults";
import { heroFields } from "./schema";

/**
 * The one loader of stored hero data (DESIGN.md "Data and rules": older shapes
 * are converted in one migrate.ts per feature). It accepts:
 * - the nested form of spec/editors.md §3, possibly with keys missing (added
 *   since) or values that are no longer valid;
 * - the older flat shape (h1_title, p_description, button_main_get_started,
 *   h1_text_color, is_h1_gradient, image_position, is_image_full_page,
 *   background_color, button_url), whose values fill the nested ones that are missing.
 * Anything still missing or invalid takes `fallback`'s value: the defaults of
 * §9 (defaults.ts), or, for fields merged into an open editor, the form's own.
 */
export function migrateHero(raw: unknown, fallback: HeroData = HERO_DEFAULTS): HeroData {
  const stored = isPlainObject(raw) ? raw : {};
  return lenient(heroFields, withFlatFallbacks(stored), fallback);
}

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const present = (value: unknown) => value !== undefined && value !== null && !(typeof value === "string" && value.trim() === "");

/** `text-red-500` / `bg-red-500` (class names in older records) -> `red-500`. */
const token = (value: unknown) => (typeof value === "string" ? value.trim().replace(/^(text|bg)-(?=[a-z]+(-\d+)?$)/, "") : value);

/** `max-w-7xl` (settings' spelling) -> `7xl`. */
const width = (value: unknown) => (typeof value === "string" ? value.trim().replace(/^max-w-/, "") : value);

/** The nested object `key` of the record with `fill`'s values where the record has none. */
function nested(stored: Plain, key: string, fill: Plain): Plain {
  const own = isPlainObject(stored[key]) ? (stored[key] as Plain) : {};
  const result: Plain = { ...own };
  for (const [name, value] of Object.entries(fill)) if (!present(own[name]) && value !== undefined) result[name] = value;
  return result;
}

function withFlatFallbacks(stored: Plain): Plain {
  const pick = (name: string, flat: string) => (present(stored[name]) ? stored[name] : stored[flat]);
  const titleStyle = nested(stored, "title_style", { color: token(stored.h1_text_color), is_gradient: stored.is_h1_gradient });
  const background = nested(stored, "background_style", { color: token(stored.background_color) });
  // One column count shows in the editor; both stored names carry it (decisions-hero.md).
  if (!present(titleStyle.blockColumns)) titleStyle.blockColumns = background.column;
  if (!present(background.column)) background.column = titleStyle.blockColumns;
  titleStyle.blockWidth = width(titleStyle.blockWidth);
  return {
    ...stored,
    title: pick("title", "h1_title"),
    description: pick("description", "p_description"),
    button: pick("button", "button_main_get_started"),
    title_style: titleStyle,
    description_style: stored.description_style,
    image_style: nested(stored, "image_style", { position: stored.image_position, fullPage: stored.is_image_full_page }),
    background_style: background,
    button_style: nested(stored, "button_style", { url: stored.button_url }),
  };
}

/** Unwraps optional/nullable wrappers down to an object schema, if there is one. */
function objectSchema(schema: z.ZodType): z.ZodObject | null {
  let current: z.ZodType = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap() as z.ZodType;
  return current instanceof z.ZodObject ? current : null;
}

/**
 * `value` parsed key by key against `schema`: a valid value is kept, a missing
 * or invalid one takes `fallback`'s. Objects are walked into, so one bad value
 * never costs the rest of the record.
 */
function lenient<T>(schema: z.ZodType, value: unknown, fallback: T): T {
  if (value === null && fallback !== null) {
    const parsed = schema.safeParse(null);
    if (parsed.success && parsed.data === null) return null as T;
  }
  const shape = objectSchema(schema);
  if (shape && isPlainObject(fallback)) {
    const source = isPlainObject(value) ? value : {};
    const result: Plain = {};
    for (const [key, fallbackValue] of Object.entries(fallback)) {
      const field = shape.shape[key] as z.ZodType | undefined;
      result[key] = field ? lenient(field, source[key], fallbackValue) : fallbackValue;
    }
    return result as T;
  }
  if (value === undefined) return fallback;
  const parsed = schema.safeParse(value);
  return parsed.success && parsed.data !== undefined ? (parsed.data as T) : fallback;
}
