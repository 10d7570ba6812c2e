"use client";

import { useEffect, useMemo, useState } from "react";
import { Minus, Plus, Trash2 } from "lucide-react";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { formatMoney, MAX_QUANTITY, totalsByCurrency, unitPrice, type BasketLine, type BasketPlan } from "../model";
import { basketStore } from "../store";
import { BasketLoading } from "./basket-island";
import { QuoteForm } from "./quote-form";
import { useBasketLines } from "./use-basket";

const ICON_BUTTON =
  "inline-flex size-11 items-center justify-center rounded-lg border border-gray-300 bg-white text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-40";

/** A plan's price changed since it went into the basket (its unit price or its currency). */
const priceMoved = (before: BasketPlan, now: BasketPlan) => unitPrice(before) !== unitPrice(now) || before.currency_symbol !== now.currency_symbol;

/**
 * /basket's client part: the visitor's lines (their browser's), each re-checked
 * against the organization's plans as the server has them now (`plans`, the same
 * for every visitor): a plan whose price changed shows its new price with a notice
 * (and the basket keeps the new price), a plan that is gone stays, marked
 * unavailable, out of the total and the quote, until removed. Quantity steppers,
 * remove, amounts and totals in the page's locale (integer minor units), the empty
 * state with a link to the plans, and "Request a quote".
 */
export function BasketView({ plans, pricingHref }: { plans: BasketPlan[]; pricingHref: string }) {
  const t = useT();
  const { locale } = useSite();
  const lines = useBasketLines();
  const byId = useMemo(() => new Map(plans.map((plan) => [plan.id, plan])), [plans]);
  // The lines as the page first read them: what the notices compare with the server's prices.
  const [opened, setOpened] = useState<readonly BasketLine[] | null>(null);
  if (lines !== null && opened === null) setOpened(lines);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    if (opened) basketStore().reprice((plan) => byId.get(plan.id) ?? plan);
  }, [opened, byId]);

  const money = (minor: number, symbol: string) => formatMoney(minor, symbol, locale);

  if (sentTo !== null) {
    return (
      <div role="status" data-basket-sent className="rounded-2xl border border-green-200 bg-green-50 p-6 text-green-900">
        <p className="text-base font-semibold">{t("basket.thanks", { email: sentTo })}</p>
        <p className="mt-4">
          <a href={pricingHref} className="font-semibold text-blue-700 underline underline-offset-2 hover:text-blue-900">
            {t("basket.backToPlans")}
          </a>
        </p>
      </div>
    );
  }
  if (lines === null) return <BasketLoading />;
  if (lines.length === 0) {
    return (
      <div data-basket-empty className="rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center">
        <p className="text-lg text-gray-800">{t("basket.empty")}</p>
        <a
          href={pricingHref}
          className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-gray-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          {t("basket.seePlans")}
        </a>
      </div>
    );
  }

  const rows = lines.map((line) => {
    const now = byId.get(line.plan.id) ?? null;
    const before = opened?.find((first) => first.plan.id === line.plan.id)?.plan;
    return { line, now, name: now?.name || line.plan.name, changedFrom: now && before && priceMoved(before, now) ? before : null };
  });
  const available = rows.flatMap((row) => (row.now ? [{ plan: row.now, quantity: row.line.quantity }] : []));
  const totals = totalsByCurrency(available);

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div>
        <ul data-basket-lines className="divide-y divide-gray-200 border-y border-gray-200">
          {rows.map(({ line, now, name, changedFrom }) => (
            <li key={line.plan.id} data-basket-line={line.plan.id} data-unavailable={now ? undefined : ""} className="flex flex-wrap items-center gap-x-6 gap-y-3 py-5">
              <div className="min-w-48 flex-1">
                <h2 className="text-lg font-semibold text-gray-900">{name}</h2>
                {now ? (
                  <p className="text-sm text-gray-700">
                    {t("basket.price")}: <span data-unit-price>{money(unitPrice(now), now.currency_symbol)}</span>
                  </p>
                ) : null}
                {changedFrom && now && (
                  <p data-price-changed className="mt-1 text-sm font-medium text-amber-800">
                    {t("basket.priceChanged", { old: money(unitPrice(changedFrom), changedFrom.currency_symbol), price: money(unitPrice(now), now.currency_symbol) })}
                  </p>
                )}
                {!now && <p className="mt-1 text-sm font-medium text-red-700">{t("basket.unavailable")}</p>}
              </div>
              {now && (
                <div className="flex items-center gap-2">
                  <button type="button" className={ICON_BUTTON} aria-label={t("basket.decrease", { plan: name })} onClick={() => basketStore().setQuantity(line.plan.id, line.quantity - 1)}>
                    <Minus aria-hidden className="size-4" />
                  </button>
                  <QuantityInput planId={line.plan.id} quantity={line.quantity} label={t("basket.quantityOf", { plan: name })} />
                  <button
                    type="button"
                    className={ICON_BUTTON}
                    aria-label={t("basket.increase", { plan: name })}
                    disabled={line.quantity >= MAX_QUANTITY}
                    onClick={() => basketStore().setQuantity(line.plan.id, line.quantity + 1)}
                  >
                    <Plus aria-hidden className="size-4" />
                  </button>
                </div>
              )}
              {now && (
                <p className="w-28 text-right text-base font-semibold text-gray-900 tabular-nums" data-line-amount>
                  <span className="sr-only">{t("basket.amount")}: </span>
                  {money(unitPrice(now) * line.quantity, now.currency_symbol)}
                </p>
              )}
              <button
                type="button"
                onClick={() => basketStore().remove(line.plan.id)}
                aria-label={t("basket.removePlan", { plan: name })}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
              >
                <Trash2 aria-hidden className="size-4" />
                <span aria-hidden>{t("basket.remove")}</span>
              </button>
            </li>
          ))}
        </ul>
        {totals.length > 0 && (
          <p data-basket-total className="mt-6 flex items-baseline justify-end gap-3 text-xl font-semibold text-gray-900">
            <span>{t("basket.total")}</span>
            <span className="tabular-nums">{totals.map((total) => money(total.amount, total.currency_symbol)).join(" + ")}</span>
          </p>
        )}
        <p className="mt-6">
          <a href={pricingHref} className="text-sm font-semibold text-blue-700 underline underline-offset-2 hover:text-blue-900">
            {t("basket.backToPlans")}
          </a>
        </p>
      </div>
      {available.length > 0 && (
        <QuoteForm
          lines={available.map((line) => ({ plan_id: line.plan.id, quantity: line.quantity }))}
          onSent={(email) => {
            basketStore().clear();
            basketStore().flush();
            setSentTo(email);
          }}
        />
      )}
    </div>
  );
}

/**
 * A line's quantity as typed: a whole number is applied as it is typed (0 or less
 * removes the line, spec §4); while the field is being cleared to type another, it
 * may be empty, and leaving it empty puts the quantity back.
 */
function QuantityInput({ planId, quantity, label }: { planId: number; quantity: number; label: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      type="number"
      inputMode="numeric"
      min={0}
      max={MAX_QUANTITY}
      step={1}
      aria-label={label}
      value={draft ?? String(quantity)}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        if (/^-?\d+$/.test(text.trim())) basketStore().setQuantity(planId, Number(text));
      }}
      onBlur={() => setDraft(null)}
      className="h-11 w-16 rounded-lg border border-gray-400 bg-white text-center text-base text-gray-900 tabular-nums focus:border-blue-600 focus:outline-2 focus:outline-blue-600"
    />
  );
}
