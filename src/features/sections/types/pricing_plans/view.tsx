import type { CSSProperties } from "react";
import { Check } from "lucide-react";
import { BasketText, formatMoney } from "@/features/basket";
import addToBasketIsland from "@/features/basket/islands/add-to-basket";
import { Island } from "@/platform/islands";
import { contentGap, SectionBody } from "../../public/section-header";
import { SectionEmpty } from "../../public/section-empty";
import { clampGridColumns, gridTemplate } from "../../public/section-layout";
import type { SectionViewProps } from "../definition";
import { localizePlans, type LocalizedPlan } from "./plans";

/** After the price: "/month" or "/year" as it shows (`spoken`: "per month", as a screen reader says it); nothing for a one-off price. */
function Period({ plan, spoken = false }: { plan: LocalizedPlan; spoken?: boolean }) {
  if (!plan.billing_period) return null;
  const values = { period: plan.billing_period };
  return spoken ? (
    <span className="sr-only">
      {" "}
      <BasketText k="basket.periodSpoken" values={values} />
    </span>
  ) : (
    <span aria-hidden className="ml-1 text-base font-medium tracking-normal text-gray-600" data-plan-period={plan.billing_period}>
      <BasketText k="basket.period" values={values} />
    </span>
  );
}

/** The price line: the current price large; during a promotion the old price struck through, read as "Now €19.00, was €29.00"; then the billing period. */
function Price({ plan, locale }: { plan: LocalizedPlan; locale: string }) {
  const price = formatMoney(plan.price, plan.currency_symbol, locale);
  if (!plan.is_promotion || plan.promotion_price === null) {
    return (
      <p className="mt-6 text-4xl font-bold tracking-tight text-gray-900 tabular-nums" data-plan-price>
        {price}
        <Period plan={plan} />
        <Period plan={plan} spoken />
      </p>
    );
  }
  const now = formatMoney(plan.promotion_price, plan.currency_symbol, locale);
  return (
    <p className="mt-6 flex flex-wrap items-baseline gap-x-3" data-plan-price data-promotion>
      <span aria-hidden className="text-4xl font-bold tracking-tight text-gray-900 tabular-nums">
        {now}
        <Period plan={plan} />
      </span>
      <s aria-hidden className="text-lg text-gray-600 tabular-nums" data-old-price>
        {price}
      </s>
      <span className="sr-only">
        <BasketText k="basket.promotion" values={{ price: now, old: price }} />
        <Period plan={plan} spoken />
      </span>
    </p>
  );
}

/**
 * The organization's pricing plans (Global Settings → Products) as cards: name,
 * description, price per locale (minor units, the plan's currency symbol; a
 * promotion shows the old price struck through) and its billing period ("/month"), the feature lines in the page's
 * language, and "Add to basket". Cards are white panels, readable on any section
 * background; grid_columns cards a row from 768 px up, one below.
 */
export function PricingPlansSection({ section, locale, content }: SectionViewProps) {
  const plans = localizePlans(content.plans ?? [], locale);
  const style = { "--grid-cols": gridTemplate(Math.min(clampGridColumns(section.grid_columns), Math.max(plans.length, 1))) } as CSSProperties;
  return (
    <SectionBody section={section} locale={locale}>
      <div className={contentGap(section)}>
        {plans.length === 0 ? (
          <SectionEmpty message="basket.noPlans" hint="pricing_plans" />
        ) : (
          <ul data-pricing-plans className="grid grid-cols-1 gap-8 md:grid-cols-(--grid-cols)" style={style}>
            {plans.map((plan) => (
              <li
                key={plan.id}
                data-plan={plan.id}
                className={`flex flex-col rounded-2xl border bg-white p-8 text-left text-gray-900 shadow-sm ${plan.is_promotion ? "border-blue-600 ring-1 ring-blue-600" : "border-gray-200"}`}
              >
                <h3 className="text-xl font-semibold">{plan.name}</h3>
                {plan.description && <p className="mt-3 min-h-12 text-base leading-6 text-gray-700">{plan.description}</p>}
                <Price plan={plan} locale={locale} />
                {plan.features.length > 0 && (
                  <p className="sr-only">
                    <BasketText k="basket.included" values={{ plan: plan.name }} />
                  </p>
                )}
                {plan.features.length > 0 && (
                  <ul className="mt-8 space-y-3 text-sm leading-6 text-gray-700" data-plan-features>
                    {plan.features.map((feature, i) => (
                      <li key={i} className="flex gap-x-3">
                        <Check aria-hidden className="h-6 w-5 flex-none text-blue-600" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                )}
                <div className="mt-auto">
                  <Island of={addToBasketIsland} props={{ plan: plan.basket }} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionBody>
  );
}
