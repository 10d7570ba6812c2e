import { Bath, BedDouble, Ruler } from "lucide-react";
import type { ReactNode } from "react";
import type { ListingStatus } from "@/features/listings";

/** Status badge colours: readable dark text on a light tint (WCAG AA), the same on any section background. */
export const STATUS_TONE: Record<ListingStatus, string> = {
  for_sale: "bg-emerald-100 text-emerald-900",
  for_rent: "bg-sky-100 text-sky-900",
  under_offer: "bg-amber-100 text-amber-900",
  sold: "bg-gray-200 text-gray-900",
  rented: "bg-gray-200 text-gray-900",
};

export const FACT_ICONS = { bedrooms: BedDouble, bathrooms: Bath, area: Ruler } as const;

/**
 * Bedrooms, bathrooms and area as a definition list: an icon and the value on
 * screen, the term ("Bedrooms") for screen readers (`label` renders it, so the
 * server card and the client dialog share the markup with their own translator).
 */
export function ListingFacts({
  facts,
  label,
  className = "",
}: {
  facts: { bedrooms: number | null; bathrooms: number | null; area: ReactNode | null };
  label: (fact: keyof typeof FACT_ICONS) => ReactNode;
  className?: string;
}) {
  const shown = (Object.keys(FACT_ICONS) as (keyof typeof FACT_ICONS)[]).filter((fact) => facts[fact] !== null);
  if (shown.length === 0) return null;
  return (
    <dl className={`flex flex-wrap gap-x-5 gap-y-2 text-sm text-gray-700 ${className}`}>
      {shown.map((fact) => {
        const Icon = FACT_ICONS[fact];
        return (
          <div key={fact} className="flex items-center gap-1.5" data-fact={fact}>
            <dt>
              <Icon aria-hidden className="size-4 text-gray-500" />
              <span className="sr-only">{label(fact)}</span>
            </dt>
            <dd className="font-medium text-gray-900">{facts[fact]}</dd>
          </div>
        );
      })}
    </dl>
  );
}
