import type { Metric } from "@/features/metrics";
import { translated } from "@/platform/i18n/locales";
import { htmlToPlainText } from "@/platform/sanitize/plain-text";

/** One contact detail: its label, and its value as a link when it is an address or a number, else rich text. */
export type ContactDetail = { id: number; label: string } & ({ kind: "email" | "phone"; text: string; href: string } | { kind: "text"; html: string });

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
/** A phone number as written on a page: digits with spaces, dots, dashes, slashes or brackets, perhaps a leading +. */
const PHONE = /^\+?[\d\s().\/-]+$/;

/**
 * A metric as a contact detail: the title in the page's language is the label; a
 * description that is nothing but an email address becomes a mailto: link, nothing
 * but a phone number (6 to 15 digits, E.164's most) a tel: link with the digits only;
 * anything else (an office address, opening hours) stays the metric's rich text.
 */
export function contactDetail(metric: Metric, locale: string): ContactDetail {
  const label = translated(metric.title, metric.title_translation, locale).trim();
  const html = translated(metric.description, metric.description_translation, locale);
  const plain = htmlToPlainText(html).trim();
  const base = { id: metric.id, label };
  const address = plain.replace(/^mailto:/i, "");
  if (EMAIL.test(address)) return { ...base, kind: "email", text: address, href: `mailto:${address}` };
  const digits = plain.replace(/\D/g, "");
  if (PHONE.test(plain) && digits.length >= 6 && digits.length <= 15)
    return { ...base, kind: "phone", text: plain, href: `tel:${plain.trim().startsWith("+") ? "+" : ""}${digits}` };
  return { ...base, kind: "text", html };
}

/** The section's metrics as contact details, leaving out a metric with neither label nor value. */
export const contactDetails = (metrics: readonly Metric[], locale: string): ContactDetail[] =>
  metrics
    .map((metric) => contactDetail(metric, locale))
    .filter((detail) => detail.label || (detail.kind === "text" ? htmlToPlainText(detail.html).trim() : detail.text));
