import "server-only";
import { cachedRead } from "@/platform/cache";
import { getDb } from "@/platform/db/client";
import { translated } from "@/platform/i18n/locales";
import { productsStore } from "./store";

/** A product or service as /products shows it, in the page's language; `price` in minor units (null: no price shown). */
export type PublicProduct = {
  id: number;
  name: string;
  description: string;
  /** The slug of the product's own page ("" when it has none). */
  url_name: string;
  image: string | null;
  price: number | null;
  currency_symbol: string;
};

const text = (value: unknown) => (typeof value === "string" ? value : "");
const translations = (value: unknown) => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, string>) : null);

/** A stored row in `locale`: the translation of its name and description, else the base texts. */
export function toPublicProduct(row: Record<string, unknown>, locale: string): PublicProduct {
  return {
    id: Number(row.id),
    name: translated(text(row.name), translations(row.name_translation), locale).trim(),
    description: translated(text(row.description), translations(row.description_translation), locale).trim(),
    url_name: text(row.url_name),
    image: text(row.image) || null,
    price: typeof row.price === "number" && Number.isSafeInteger(row.price) ? row.price : null,
    currency_symbol: text(row.currency_symbol).trim() || "$",
  };
}

/**
 * The organization's products and services shown on the site (Global Settings →
 * Products, "Show on the site" on; a product without a name is left out), in their
 * order and in `locale`; cached until the organization's next save of them.
 */
export async function loadPublicProducts(organizationId: number, locale: string): Promise<PublicProduct[]> {
  const rows = await cachedRead(organizationId, "products:public", async () => productsStore.read(await getDb(), organizationId), productsStore.cacheKey);
  return rows
    .filter((row) => row.is_displayed !== false)
    .map((row) => toPublicProduct(row, locale))
    .filter((product) => product.name.length > 0);
}
