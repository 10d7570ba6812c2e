"use client";

/** A blog post as the Blog tab shows it: written in the post editor, shown or not from here. */
export type BlogPostDraft = {
  id: number;
  version: number;
  title: string;
  slug: string;
  display_this_post: boolean;
  display_as_blog_post: boolean;
  is_displayed_first_page: boolean;
};

const FLAGS = [
  { key: "display_this_post", label: "Shown on the site" },
  { key: "display_as_blog_post", label: "In the blog" },
  { key: "is_displayed_first_page", label: "On the home page" },
] as const;

type Flag = (typeof FLAGS)[number]["key"];

export function blogDraftOf(posts: unknown): BlogPostDraft[] {
  if (!Array.isArray(posts)) return [];
  return posts.map((post: { id: number; version: number; title: string; slug: string; display_config?: Partial<Record<Flag, boolean>> }) => ({
    id: post.id,
    version: post.version,
    title: post.title,
    slug: post.slug,
    display_this_post: post.display_config?.display_this_post !== false,
    display_as_blog_post: post.display_config?.display_as_blog_post === true,
    is_displayed_first_page: post.display_config?.is_displayed_first_page === true,
  }));
}

/** `blog_posts` of the save: the posts whose flags changed, with the version loaded (409 if saved since). */
export function blogPostsChanged(draft: BlogPostDraft[], loaded: BlogPostDraft[]) {
  return draft
    .filter((post) => {
      const before = loaded.find((p) => p.id === post.id);
      return before && FLAGS.some(({ key }) => before[key] !== post[key]);
    })
    .map(({ id, version, display_this_post, display_as_blog_post, is_displayed_first_page }) => ({
      id,
      version,
      display_this_post,
      display_as_blog_post,
      is_displayed_first_page,
    }));
}

export function BlogTab({ value, onChange }: { value: BlogPostDraft[]; onChange: (value: BlogPostDraft[]) => void }) {
  return (
    <div className="space-y-3 text-sm text-gray-800">
      {value.length === 0 ? (
        <p>No blog posts yet.</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-md border border-gray-200" aria-label="Blog posts">
          {value.map((post) => (
            <li key={post.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2" data-blog-post={post.slug}>
              <a href={`/${post.slug}`} className="min-w-0 flex-1 truncate font-medium text-blue-700 underline-offset-2 hover:underline">
                {post.title}
              </a>
              {FLAGS.map(({ key, label }) => (
                <label key={key} className="flex items-center gap-1.5">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={post[key]}
                    aria-label={`${label}: ${post.title}`}
                    onChange={(e) => onChange(value.map((p) => (p.id === post.id ? { ...p, [key]: e.target.checked } : p)))}
                  />
                  <span aria-hidden>{label}</span>
                </label>
              ))}
            </li>
          ))}
        </ul>
      )}
      <p className="text-gray-700">Posts are written in the post editor (Create New → New post; Edit post on a post&apos;s page).</p>
    </div>
  );
}
