import type { HeroData } from "./defaults";
import type { HeroFieldsInput } from "./schema";

type Plain = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Plain => typeof value === "object" && value !== null && !Array.isArray(value);

function deepMerge(base: Plain, changes: Plain): Plain {
  const result: Plain = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    result[key] = isPlainObject(value) && isPlainObject(base[key]) ? deepMerge(base[key] as Plain, value) : value;
  }
  return result;
}

/**
 * `base` with the given fields changed. Style objects are merged key by key
 * (nested `size` and `gradient` too), so an update that names one style value
 * leaves the others as they are; `null` replaces (e.g. no button gradient).
 */
export function mergeHero(base: HeroData, changes: HeroFieldsInput): HeroData {
  return deepMerge(base as unknown as Plain, changes as Plain) as unknown as HeroData;
}
