import type { UiLocale } from "@/platform/i18n/locales";
import { registerCatalog } from "@/platform/i18n/messages";
import en, { type ProductsMessages } from "./en";
import es from "./es";
import fr from "./fr";
import de from "./de";
import ru from "./ru";
import it from "./it";
import pt from "./pt";
import pl from "./pl";
import zh from "./zh";
import ja from "./ja";

export type { ProductsMessages };
/** The products page's texts per UI language, in the catalog under `products` (`t("products.empty")`). */
export const productsMessages: Record<UiLocale, ProductsMessages> = { en, es, fr, de, ru, it, pt, pl, zh, ja };

declare module "@/platform/i18n/messages" {
  interface FeatureCatalogs {
    products: ProductsMessages;
  }
}
registerCatalog("products", productsMessages);
