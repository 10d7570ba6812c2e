import { formatMoney } from "@/features/basket";
import { LibraryPicture, type PictureMap } from "@/features/media-library";
import { libraryPictures } from "@/features/media-library/server";
import { loadPublicProducts, type PublicProduct } from "@/features/products/server";
import { translatorFor } from "@/platform/i18n/messages";
import type { Locale } from "@/platform/i18n/locales";
import type { Site } from "@/platform/tenancy/organizations";
import { siteHref } from "../server/site-urls";
import { PageShell } from "./site-page";

/** A card's image across the list's columns (sm: 2, lg: 3 in at most 72rem less the padding), as the blog's cards. */
const CARD_SIZES = "(min-width: 1152px) 368px, (min-width: 1024px) calc((100vw - 7rem) / 3), (min-width: 640px) calc((100vw - 5rem) / 2), calc(100vw - 3rem)";

/** /products: the organization's products shown on the site, and the media library's pictures of their images. */
export async function loadProductsSitePage(site: Site, locale: Locale) {
  const products = await loadPublicProducts(site.organization.id, locale);
  const pictures = await libraryPictures(
    site.organization.id,
    products.flatMap((product) => (product.image ? [product.image] : [])),
  );
  return { products, pictures };
}

export type ProductsSitePageData = Awaited<ReturnType<typeof loadProductsSitePage>>;

/** The page's title: the breadcrumb's title of the products segment for the organization's type (spec/site-admin.md §2.5). */
export const productsTitle = (site: Site, locale: Locale) => translatorFor(locale)("chrome.productsTitle", { type: site.organization.type });

/**
 * /products (spec/site-admin.md §2.1: a menu and breadcrumb target): the organization's
 * products and services of Global Settings → Products that are shown on the site, in
 * their order: image, name (a link to the product's page when it has one), description
 * and price. Its title, like its breadcrumb, is the organization type's ("Courses",
 * "Properties", else "Products"). The same HTML for every visitor.
 */
export function ProductsSitePage({ site, locale, data }: { site: Site; locale: Locale; data: ProductsSitePageData }) {
  const t = translatorFor(locale);
  return (
    <PageShell urlPage="/products">
      <div className="mx-auto max-w-6xl px-6 pt-16 pb-20 sm:pt-24">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{productsTitle(site, locale)}</h1>
        {data.products.length === 0 ? (
          <p className="mt-8 text-lg text-gray-700">{t("products.empty")}</p>
        ) : (
          <ul data-products className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {data.products.map((product, index) => (
              <li key={product.id} className="flex">
                <ProductCard product={product} pictures={data.pictures} href={product.url_name ? siteHref(site, locale, `/${product.url_name}`) : null} locale={locale} eager={index < 3} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageShell>
  );
}

function ProductCard({ product, pictures, href, locale, eager }: { product: PublicProduct; pictures: PictureMap; href: string | null; locale: Locale; eager: boolean }) {
  const picture = product.image ? pictures.get(product.image) : undefined;
  return (
    <article data-product={product.id} className="flex w-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white">
      {picture ? (
        <LibraryPicture picture={picture} sizes={CARD_SIZES} eager={eager} decorative className="aspect-[16/9] h-auto w-full object-cover" />
      ) : (
        product.image && (
          // eslint-disable-next-line @next/next/no-img-element -- any host's image; the site sets no image domains
          <img src={product.image} alt="" className="aspect-[16/9] w-full object-cover" loading={eager ? "eager" : "lazy"} />
        )
      )}
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-xl font-semibold tracking-tight">
          {href ? (
            <a href={href} className="hover:underline">
              {product.name}
            </a>
          ) : (
            product.name
          )}
        </h2>
        {product.description && <p className="mt-3 whitespace-pre-line text-gray-700">{product.description}</p>}
        {product.price !== null && (
          <p className="mt-auto pt-4 text-lg font-semibold text-gray-900 tabular-nums" data-product-price>
            {formatMoney(product.price, product.currency_symbol, locale)}
          </p>
        )}
      </div>
    </article>
  );
}
