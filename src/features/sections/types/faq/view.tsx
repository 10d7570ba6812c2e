import { ChevronDown } from "lucide-react";
import { jsonLdText } from "@/platform/sanitize/json-ld";
import { RichText } from "../../public/rich-text";
import { contentGap, SectionBody } from "../../public/section-header";
import { SectionEmpty } from "../../public/section-empty";
import type { SectionViewProps } from "../definition";
import { faqPageJsonLd, localizeFaqs } from "./faq-json-ld";

/**
 * The organization's FAQs in the page's language as an accordion: each question
 * a native `details`/`summary` (focusable, opened with Enter or Space, announced
 * as expanded or collapsed), with the FAQPage JSON-LD beside it.
 */
export function FaqSection({ section, locale, content }: SectionViewProps) {
  const faqs = localizeFaqs(content.faqs ?? [], locale);
  const jsonLd = faqPageJsonLd(faqs);
  return (
    <SectionBody section={section} locale={locale}>
      <div className={`${contentGap(section)} mx-auto max-w-3xl`}>
        {faqs.length === 0 ? (
          <SectionEmpty message="sectionFaqEmpty" hint="faq" />
        ) : (
          <ul className="divide-y divide-current/15 border-y border-current/15" data-faq-list>
            {faqs.map((faq) => (
              <li key={faq.id}>
                <details className="group" data-faq={faq.id}>
                  <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left text-lg font-semibold text-(--onsite-text) focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 [&::-webkit-details-marker]:hidden">
                    <span>{faq.question}</span>
                    <ChevronDown aria-hidden className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
                  </summary>
                  <RichText html={faq.answer} className="pb-5 text-base leading-7 text-(--onsite-text-muted)" />
                </details>
              </li>
            ))}
          </ul>
        )}
      </div>
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />}
    </SectionBody>
  );
}
