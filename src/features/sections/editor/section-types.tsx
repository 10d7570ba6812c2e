"use client";

import { BadgeCheck, Building2, CircleHelp, CreditCard, LayoutGrid, Mail, MessageCircleQuestion, Newspaper, Star, type LucideIcon } from "lucide-react";
import { SECTION_TYPES, type SectionType } from "../schema";
import { useCloseDropdown } from "@/ui/toolbar";

export const SECTION_TYPE_INFO: Record<SectionType, { label: string; description: string; icon: LucideIcon }> = {
  general: { label: "General", description: "Title, description and a grid or slider of metrics", icon: LayoutGrid },
  reviews: { label: "Reviews", description: "Customer reviews and ratings", icon: Star },
  help_center: { label: "Help center", description: "Links into help center articles", icon: CircleHelp },
  real_estate: { label: "Real estate", description: "Property listings with a detail view", icon: Building2 },
  brand: { label: "Brands", description: "A row of partner or client logos", icon: BadgeCheck },
  article_slider: { label: "Article slider", description: "A slider of recent blog articles", icon: Newspaper },
  contact: { label: "Contact", description: "Contact details and a contact form", icon: Mail },
  faq: { label: "FAQ", description: "Questions with expandable answers", icon: MessageCircleQuestion },
  pricing_plans: { label: "Pricing plans", description: "Plans and prices to add to the basket", icon: CreditCard },
};

/** The nine section types; choosing one closes the dropdown. */
export function SectionTypePicker({ value, onChange }: { value: SectionType; onChange: (type: SectionType) => void }) {
  const close = useCloseDropdown();
  return (
    <div role="group" aria-labelledby="section-type-legend">
      <p id="section-type-legend" className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">
        Section type
      </p>
      <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {SECTION_TYPES.map((type) => {
          const info = SECTION_TYPE_INFO[type];
          const Icon = info.icon;
          const checked = value === type;
          return (
            <button
              key={type}
              type="button"
              aria-pressed={checked}
              onClick={() => {
                onChange(type);
                close();
              }}
              className={`flex items-start gap-3 rounded-lg border p-2.5 text-left transition-colors focus-visible:ring-2 focus-visible:ring-blue-500/40 focus-visible:outline-none ${
                checked ? "border-gray-900 bg-gray-50" : "border-transparent hover:bg-gray-50"
              }`}
            >
              <span className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md ${checked ? "bg-gray-900 text-white" : "bg-gray-100 text-gray-600"}`}>
                <Icon aria-hidden className="size-4" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-medium text-gray-900">{info.label}</span>
                <span className="block text-xs leading-snug text-gray-500">{info.description}</span>
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
