// The contact form island, by its own entry (its module is the island's chunk).
import contactFormIsland from "@/features/messages/islands/contact-form";
import { Island } from "@/platform/islands";
import { RichText } from "../../public/rich-text";
import { contentGap, SectionBody } from "../../public/section-header";
import { titleAlignment } from "../../public/section-layout";
import type { SectionViewProps } from "../definition";
import { contactDetails } from "./contact-details";

const LINK =
  "font-medium text-(--onsite-text) underline decoration-current/40 underline-offset-4 hover:decoration-current focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600";

/**
 * The contact section: the section's metrics as contact details (an email address
 * or a phone number is a link), beside the contact form on a white panel (its
 * colours hold on any background). Without details the form stands alone, placed
 * as the title is. The form posts to /api/messages; members read the messages in
 * Messages (Create New, the dashboard).
 */
export function ContactSection({ section, locale }: SectionViewProps) {
  const details = contactDetails(section.website_metric ?? [], locale);
  const alignment = titleAlignment(section);
  return (
    <SectionBody section={section} locale={locale}>
      <div
        className={`${contentGap(section)} ${details.length ? "grid gap-10 lg:grid-cols-5 lg:gap-16" : `max-w-3xl ${alignment === "center" ? "mx-auto" : alignment === "right" ? "ml-auto" : ""}`}`}
        data-contact
      >
        {details.length > 0 && (
          <dl className="space-y-6 lg:col-span-2" data-contact-details>
            {details.map((detail) => (
              <div key={detail.id} data-contact-detail={detail.kind}>
                {detail.label && <dt className="text-sm font-semibold tracking-wide text-(--onsite-text-muted) uppercase">{detail.label}</dt>}
                <dd className="mt-1 text-lg text-(--onsite-text)">
                  {detail.kind === "text" ? (
                    <RichText html={detail.html} className="text-lg text-(--onsite-text)" />
                  ) : (
                    <a href={detail.href} className={LINK}>
                      {detail.text}
                    </a>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <div className={details.length ? "lg:col-span-3" : undefined}>
          <Island of={contactFormIsland} props={{ anchor: `contact-${section.id}` }} />
        </div>
      </div>
    </SectionBody>
  );
}
