// The rules of a post's fields (spec/editors.md §3 "Post", §5, §9), shared by the
// API and the post editor. Client-safe: no server code, no zod. Slugs follow the
// pages' rules (one address space: pages and posts share the slug index).
import { PAGE_LIMITS, PAGE_MESSAGES, slugError, slugify } from "@/features/pages";

export const POST_TYPES = ["default", "minimal", "landing"] as const;
export type PostType = (typeof POST_TYPES)[number];

export const POST_LIMITS = {
  title: 200,
  slug: PAGE_LIMITS.slug,
  /** The post's summary (plain text). */
  description: 1000,
  /** spec §9: meta description max 160, warning above 140. */
  metaDescription: PAGE_LIMITS.description,
  metaDescriptionWarning: PAGE_LIMITS.descriptionWarning,
  authorName: 200,
  subsection: 200,
  url: 2000,
  /** Revisions kept per post (issue 12); the oldest go first. */
  revisions: 50,
  /** GET /api/posts: posts per answer by default and at most. */
  listDefault: 100,
  listMax: 500,
} as const;

/** spec/visitor.md §9: a save by someone else within this window of the last save is a conflict for a client that sends no version. */
export const POST_CONFLICT_WINDOW_MS = 300_000;

/** spec §3 "Post edit draft": where the post editor keeps its local draft. */
export const POST_DRAFT_KEY = "postEditModal_draft";

export const POST_MESSAGES = {
  titleRequired: "Title is required",
  titleTooLong: `Title must be ${POST_LIMITS.title} characters or fewer`,
  slugRequired: "Slug is required",
  slugFromTitle: "The title has no letters or digits to make a slug from. Please enter a slug.",
  slugTakenByPost: "A post with this slug already exists",
  slugTakenByPage: PAGE_MESSAGES.slugTaken,
  descriptionTooLong: `Description must be ${POST_LIMITS.description.toLocaleString("en-US")} characters or fewer`,
  metaDescriptionTooLong: PAGE_MESSAGES.descriptionTooLong,
  authorNameTooLong: `Author name must be ${POST_LIMITS.authorName} characters or fewer`,
  subsectionTooLong: `Subsection must be ${POST_LIMITS.subsection} characters or fewer`,
  contentTooDeep: "The content is nested too deeply (at most 100 levels of tags)",
  authorNotMember: "The author must be a member of this organization",
  mainPhoto: "Please enter a valid image URL",
  type: `type must be one of: ${POST_TYPES.join(", ")}`,
  wholeNumber: (name: string) => `${name} must be a whole number`,
  yesNo: (name: string) => `${name} must be true or false`,
  text: (name: string) => `${name} must be text`,
  config: (name: string) => `${name} must be an object`,
  twice: (name: string) => `${name} was sent twice with different values`,
  updatedAt: "updated_at must be a date and time (ISO 8601)",
  saveFailed: "Failed to save post. Please try again.",
  notFound: "Post not found",
  revisionNotFound: "Revision not found",
  translationKey: PAGE_MESSAGES.translationKey,
  translationText: PAGE_MESSAGES.translationText,
  translationTooLong: PAGE_MESSAGES.translationTooLong,
  stale: "This post was changed by someone else after you opened it. Review both versions before saving again.",
} as const;

/** What is wrong with a post's slug (the pages' rules, worded for a post), or null. */
export function postSlugError(value: string): string | null {
  const message = slugError(value);
  return message === PAGE_MESSAGES.slugRequired ? POST_MESSAGES.slugRequired : message;
}

/** spec §5: in create mode the slug is generated from the title (lowercase, special characters stripped, spaces to hyphens). */
export const slugFromTitle = (title: string) => slugify(title);
