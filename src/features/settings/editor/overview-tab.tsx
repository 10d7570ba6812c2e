"use client";

/**
 * Menu and Blog notes: submenu items and styles are edited in the header editor,
 * posts in the post editor (docs/decisions.md "Global Settings").
 */
export function OverviewTab({ tab, data }: { tab: "menu" | "blog"; data: Record<string, unknown> }) {
  if (tab === "menu") {
    const submenus = (data.submenu_items as unknown[] | undefined)?.length ?? 0;
    return (
      <p className="text-sm text-gray-700">
        {submenus > 0 ? `The menu also has ${submenus} submenu ${submenus === 1 ? "item" : "items"}: ` : "Submenu items, "}
        styles and the order of submenu items are edited in the header editor (close the settings and choose Edit header). Deleting a menu item here deletes its submenu items.
      </p>
    );
  }
  const posts = (data.blog_posts as { id: number; title: string; slug: string }[] | undefined) ?? [];
  return (
    <div className="space-y-2 text-sm text-gray-800">
      {posts.length === 0 ? (
        <p>No blog posts yet.</p>
      ) : (
        <ul className="space-y-1" aria-label="Blog posts">
          {posts.map((post) => (
            <li key={post.id}>
              <a href={`/${post.slug}`} className="font-medium text-blue-700 hover:underline">
                {post.title}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="text-gray-600">Posts are written in the post editor (Create New → New post; Edit post on a post&apos;s page).</p>
    </div>
  );
}
