import type { CookiePolicyCategory } from "@/features/consent";
import type { FaqEntry } from "@/features/faqs";
import type { ListingEntry } from "@/features/listings";
import type { PostCard, HelpArticle } from "@/features/posts";
import type { PictureMap } from "@/features/media-library";
import type { PricingPlan } from "@/features/products";
import type { ReviewEntry } from "@/features/reviews";
import type { TemplateSection } from "../schema";

/**
 * The data a section's type shows beside the section's own fields, loaded with
 * the page's sections on the server from the feature that owns it
 * (server/content.ts) and the same for every visitor: the organization's FAQs
 * (faq), its newest blog posts (article_slider), its help-center articles
 * (help_center). Types that show only the section's metrics get nothing.
 */
export type SectionContent = {
  /** What links and dates need of the site: its default language (no path prefix) and its time zone. */
  site?: { defaultLanguage: string; timeZone: string; name?: string };
  faqs?: FaqEntry[];
  posts?: PostCard[];
  articles?: HelpArticle[];
  /** The organization's pricing plans (pricing_plans). */
  plans?: PricingPlan[];
  /** The organization's reviews (reviews), with `site.name` for their schema.org data. */
  reviews?: ReviewEntry[];
  /** The organization's cookie categories with their services and translations (cookie_policy). */
  cookieCategories?: CookiePolicyCategory[];
  /** The organization's real-estate listings (real_estate). */
  listings?: ListingEntry[];
  /** The media library's pictures of the page (its metrics' and listings' images among them), resolved for the whole page at once. */
  pictures?: PictureMap;
  /** The section opens the page: its images load eagerly. */
  eager?: boolean;
};

/** A section as the page renders it: its record and its type's content. */
export type PageSection = TemplateSection & { content?: SectionContent };
