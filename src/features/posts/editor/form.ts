import type { PostType } from "../rules";
import type { Post } from "../schema";

/** The post editor's form: the post's fields, flat, as the user has them. */
export type PostForm = {
  title: string;
  slug: string;
  description: string;
  content: string;
  author_name: string;
  metadescription_for_page: string;
  display_this_post: boolean;
  display_as_blog_post: boolean;
  is_displayed_first_page: boolean;
  is_help_center: boolean;
  help_center_order: string;
  type: PostType;
  subsection: string;
  order: string;
  is_with_author: boolean;
  is_company_author: boolean;
  main_photo: string;
};

/** A new post: shown, on the blog, with the company as its author. */
export const EMPTY_FORM: PostForm = {
  title: "",
  slug: "",
  description: "",
  content: "",
  author_name: "",
  metadescription_for_page: "",
  display_this_post: true,
  display_as_blog_post: true,
  is_displayed_first_page: false,
  is_help_center: false,
  help_center_order: "0",
  type: "default",
  subsection: "",
  order: "0",
  is_with_author: true,
  is_company_author: true,
  main_photo: "",
};

export function formFromPost(post: Post): PostForm {
  const { display_config: display, organization_config: organization, author_config: author } = post;
  return {
    title: post.title,
    slug: post.slug,
    description: post.description ?? "",
    content: post.content,
    author_name: post.author_name ?? "",
    metadescription_for_page: post.metadescription_for_page ?? "",
    display_this_post: display.display_this_post,
    display_as_blog_post: display.display_as_blog_post,
    is_displayed_first_page: display.is_displayed_first_page,
    is_help_center: display.is_help_center,
    help_center_order: String(display.help_center_order),
    type: display.type,
    subsection: organization.subsection ?? "",
    order: String(organization.order),
    is_with_author: author.is_with_author,
    is_company_author: author.is_company_author,
    main_photo: post.media_config.main_photo ?? "",
  };
}

/** What the API takes (spec/editors.md §3: the nested configs; §5: orders parsed as integers, default 0). */
export function payloadFromForm(form: PostForm) {
  return {
    title: form.title,
    slug: form.slug,
    description: form.description,
    content: form.content,
    author_name: form.author_name,
    metadescription_for_page: form.metadescription_for_page,
    display_config: {
      display_this_post: form.display_this_post,
      display_as_blog_post: form.display_as_blog_post,
      is_displayed_first_page: form.is_displayed_first_page,
      is_help_center: form.is_help_center,
      help_center_order: form.help_center_order,
      type: form.type,
    },
    organization_config: { subsection: form.subsection, order: form.order },
    author_config: { is_with_author: form.is_with_author, is_company_author: form.is_company_author },
    media_config: { main_photo: form.main_photo },
  };
}

export const sameForm = (a: PostForm, b: PostForm) => JSON.stringify(a) === JSON.stringify(b);
