import { describe, expect, it } from "vitest";
import { createPostSchema, restoreRevisionSchema, updatePostSchema } from "./schema";
import { revisionFields } from "./server/revisions";
import type { PostFields } from "./schema";

const issue = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => {
  const first = result.error?.issues[0];
  return first && { message: first.message, field: first.path.join(".") };
};

describe("post input", () => {
  it("takes the spec's nested configs and flat fields alike", () => {
    const nested = createPostSchema.parse({
      title: " T ",
      display_config: { display_as_blog_post: true, type: "landing", help_center_order: "7" },
      organization_config: { order: " 3 ", subsection: "" },
      author_config: { is_with_author: true },
      media_config: { main_photo: "/media/a.png" },
    });
    expect(nested).toEqual({
      title: "T",
      display_as_blog_post: true,
      type: "landing",
      help_center_order: 7,
      order: 3,
      subsection: null,
      is_with_author: true,
      main_photo: "/media/a.png",
    });
    expect(createPostSchema.parse({ title: "T", display_as_blog_post: true, display_config: { display_as_blog_post: true } })).toEqual({
      title: "T",
      display_as_blog_post: true,
    });
  });

  it("refuses a field sent both ways with two values, and a config that is not an object", () => {
    expect(issue(createPostSchema.safeParse({ title: "T", order: 1, organization_config: { order: 2 } }))).toEqual({
      message: "order was sent twice with different values",
      field: "organization_config.order",
    });
    expect(issue(createPostSchema.safeParse({ title: "T", media_config: ["x"] }))).toEqual({
      message: "media_config must be an object",
      field: "media_config",
    });
  });

  it("ignores keys of a config that belong to another, and inherited names", () => {
    expect(createPostSchema.parse({ title: "T", display_config: { order: 5, constructor: 1, toString: 2 } })).toEqual({ title: "T" });
  });

  it("parses orders as integers, default 0 (spec §5)", () => {
    expect(createPostSchema.parse({ title: "T", order: "", help_center_order: null })).toMatchObject({ order: 0, help_center_order: 0 });
    for (const order of ["1.5", 1.5, "12abc", "99999999999", true]) {
      expect(issue(createPostSchema.safeParse({ title: "T", order }))).toEqual({ message: "order must be a whole number", field: "order" });
    }
  });

  it("asks for a title, and leaves a new post's empty slug to be made from it", () => {
    expect(issue(createPostSchema.safeParse({ slug: "x" }))).toEqual({ message: "Title is required", field: "title" });
    expect(createPostSchema.parse({ title: "T", slug: "  " })).toEqual({ title: "T" });
    expect(createPostSchema.parse({ title: "T", slug: null })).toEqual({ title: "T" });
    expect(issue(updatePostSchema.safeParse({ slug: "" }))).toEqual({ message: "Slug is required", field: "slug" });
  });

  it("reads what the editor loaded: a version or an ISO time", () => {
    expect(restoreRevisionSchema.parse({ version: 3 })).toEqual({ version: 3 });
    expect(updatePostSchema.parse({ updated_at: "2026-11-22T07:00:00.123Z" })).toEqual({ updated_at: "2026-11-22T07:00:00.123Z" });
    expect(restoreRevisionSchema.safeParse({ version: 0 }).success).toBe(false);
    expect(issue(restoreRevisionSchema.safeParse({ updated_at: "2026-13-01" }))?.field).toBe("updated_at");
  });
});

describe("revisionFields", () => {
  const current: PostFields = {
    title: "Now",
    slug: "now",
    description: "d",
    content: "<p>now</p>",
    author_name: null,
    metadescription_for_page: null,
    display_this_post: true,
    display_as_blog_post: false,
    is_displayed_first_page: false,
    is_help_center: false,
    help_center_order: 0,
    type: "default",
    section_id: null,
    subsection: null,
    order: 0,
    is_with_author: false,
    is_company_author: false,
    author_id: null,
    main_photo: null,
  };
  const kept = { title: "Then", slug: "then", content: "<p>then</p>" };

  it("gives back what the revision kept", () => {
    const stored = { description: null, display_as_blog_post: true, section_id: 4, order: 9, type: "landing", author_id: "u1" };
    expect(revisionFields(stored, current, kept)).toEqual({ ...current, ...kept, ...stored });
  });

  it("takes the post's current value for a field the revision lacks or holds in another shape", () => {
    const stored = { display_as_blog_post: "yes", order: "9", help_center_order: null, type: "fancy", description: 5 };
    expect(revisionFields(stored, current, kept)).toEqual({ ...current, ...kept });
  });
});
