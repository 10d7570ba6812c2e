import { localizedCookiePolicy } from "@/features/consent";
import { contentGap, SectionBody } from "../../public/section-header";
import { SectionEmpty } from "../../public/section-empty";
import type { SectionViewProps } from "../definition";

/**
 * The site's cookie categories in the page's language, each with its description and its
 * services (name and what it does): what a visitor is asked about in the privacy dialog.
 */
export function CookiePolicySection({ section, locale, content }: SectionViewProps) {
  const categories = localizedCookiePolicy(content.cookieCategories ?? [], locale);
  return (
    <SectionBody section={section} locale={locale}>
      <div className={`${contentGap(section)} mx-auto max-w-3xl`}>
        {categories.length === 0 ? (
          <SectionEmpty message="consent.noCategories" hint="cookie_policy" />
        ) : (
          <div className="space-y-8 text-left" data-cookie-policy-list>
            {categories.map((category) => (
              <section key={category.id} aria-labelledby={`cookie-category-${category.id}`} data-cookie-category={category.id}>
                <h3 id={`cookie-category-${category.id}`} className="text-xl font-semibold text-(--onsite-text)">
                  {category.name}
                </h3>
                {category.description && <p className="mt-2 text-base leading-7 text-(--onsite-text-muted)">{category.description}</p>}
                {category.services.length > 0 && (
                  <ul className="mt-3 list-disc space-y-1 ps-6 text-base leading-7 text-(--onsite-text-muted)">
                    {category.services.map((service) => (
                      <li key={service.id} data-cookie-service={service.id}>
                        <span className="font-semibold text-(--onsite-text)">{service.name}</span>
                        {service.description && <>: {service.description}</>}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        )}
      </div>
    </SectionBody>
  );
}
