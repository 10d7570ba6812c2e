// The rules of a page's fields (spec/editors.md §5 "Create Page"), shared by the
// API and the Create Page modal. Client-safe: no server code, no zod.
import { LOCALES } from "@/platform/i18n/locales";

export const PAGE_LIMITS = {
  title: 200,
  slug: 100,
  /** spec §9: meta description max 160, warning above 140. */
  description: 160,
  descriptionWarning: 140,
} as const;

export const PAGE_MESSAGES = {
  // The spec says only "title required"; the wording follows its slug message.
  titleRequired: "Page title is required",
  titleTooLong: `Page title must be ${PAGE_LIMITS.title} characters or fewer`,
  slugRequired: "Page slug is required",
  slugCharacters: "Slug can only contain lowercase letters, numbers, and hyphens",
  slugTooLong: `Slug must be ${PAGE_LIMITS.slug} characters or fewer`,
  slugTaken: "A page with this slug already exists",
  descriptionTooLong: `Meta description must be ${PAGE_LIMITS.description} characters or fewer`,
  descriptionType: "Meta description must be text",
  order: "order must be a whole number",
  createFailed: "Failed to create page. Please try again.",
  saveFailed: "Failed to save the page. Please try again.",
  /** The session check named no organization for this site: nothing is sent. */
  noOrganizationId: "Organization ID not found. Please try again.",
  /** The server does not know the site's organization (404 without a field: it was removed, or the address changed). */
  organizationGone: "Could not find organization. Please refresh and try again.",
  notFound: "Page not found",
  stale: "This page was changed by someone else. Review the latest version and save again.",
  translationKey: "Translation keys are two-letter locales.",
  translationText: "A translation must be text",
  translationTooLong: (max: number) => `A translation must be ${max.toLocaleString("en-US")} characters or fewer`,
  heroTaken: (slug: string) => `The address /${slug} already has a hero section of its own. Remove it first, or choose another slug.`,
} as const;

/**
 * Slugs that would hide one of the site's own addresses: the API, the sign-in
 * and sign-up pages, `home` (another name of the home page `/`), the blog and
 * the help center (issue 12), the basket (issue 20), the page of a booking mail's cancellation link and the products (issue 41),
 * and the language prefixes (`/es` is the Spanish
 * home page, never a page "es").
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "api",
  "admin",
  "login",
  "register",
  "signup",
  "account",
  "reset-password",
  "confirm-email",
  "invitation",
  "home",
  "blog",
  "help-center",
  "basket",
  "cancel-meeting",
  "products",
  ...LOCALES,
]);

export const reservedSlugMessage = (slug: string) => `The address /${slug} is used by the site itself. Please choose another slug.`;

const SLUG_PATTERN = /^[a-z0-9-]+$/;

/**
 * The slug generated from a title (spec §5 "Auto slug"): lowercase, runs of
 * non-alphanumerics become one hyphen, no hyphen at either end. Accents are
 * dropped first ("Über uns" -> "uber-uns"); the result fits the slug limit.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, PAGE_LIMITS.slug)
    .replace(/-+$/, "");
}

/** What is wrong with a slug (surrounding spaces ignored), or null when it is valid. Uniqueness is the database's. */
export function slugError(value: string): string | null {
  const slug = value.trim();
  if (!slug) return PAGE_MESSAGES.slugRequired;
  if (!SLUG_PATTERN.test(slug)) return PAGE_MESSAGES.slugCharacters;
  if (slug.length > PAGE_LIMITS.slug) return PAGE_MESSAGES.slugTooLong;
  if (RESERVED_SLUGS.has(slug)) return reservedSlugMessage(slug);
  return null;
}

/** A title suggested for a slug ("about-us" -> "About us"), for "Create this page" on a 404. */
export function titleFromSlug(slug: string): string {
  const words = slug.split("-").filter(Boolean).join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The slug a page at this stored path would have (`/about-us` -> `about-us`), or null when no page can live there. */
export function slugOfPath(path: string): string | null {
  const slug = path.replace(/^\/+/, "");
  return slugError(slug) === null ? slug : null;
}
