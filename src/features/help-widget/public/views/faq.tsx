"use client";

import type { HelpTexts } from "../../texts";
import type { HelpFaq } from "../../types";

/** FAQ: the organization's questions in the page's language, as an accordion (native details: keyboard and screen readers for free). */
export function FaqView({ texts, faqs, openId }: { texts: HelpTexts; faqs: HelpFaq[]; openId: number | null }) {
  return (
    <section aria-labelledby="help-faq-title">
      <h3 id="help-faq-title" className="text-lg font-semibold">
        {texts.faqTitle}
      </h3>
      {faqs.length === 0 ? <p className="mt-2 text-gray-700">{texts.noFaqs}</p> : null}
      <div className="mt-3 divide-y divide-gray-200 rounded-xl border border-gray-200">
        {faqs.map((faq) => (
          <details key={faq.id} id={`help-faq-${faq.id}`} open={openId === faq.id || undefined} className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 py-2 font-semibold focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none focus-visible:ring-inset">
              {faq.question}
              <span aria-hidden="true" className="motion-safe:transition-transform group-open:rotate-180">
                ▾
              </span>
            </summary>
            {/* Sanitized on the server (the sections' rich-text allow list). */}
            <div className="prose prose-sm max-w-none px-3 pb-3 text-gray-800" dangerouslySetInnerHTML={{ __html: faq.answer }} />
          </details>
        ))}
      </div>
    </section>
  );
}
