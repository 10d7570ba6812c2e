"use client";

/**
 * Hero Section, Menu and Blog: what the site has, edited where it shows. The home
 * page's hero has its own editor (Edit hero on the home page), the menu its header
 * editor (Edit header), posts the post editor (docs/decisions.md "Global Settings").
 */
export function OverviewTab({ tab, data }: { tab: "hero" | "menu" | "blog"; data: Record<string, unknown> }) {
  if (tab === "hero") {
    const hero = data.website_hero as { title?: string; description?: string } | null;
    return (
      <div className="space-y-2 text-sm text-gray-800">
        {hero ? (
          <>
            <p className="text-lg font-semibold text-gray-900">{hero.title}</p>
            <p>{hero.description}</p>
          </>
        ) : (
          <p>The home page has no hero yet.</p>
        )}
        <p className="text-gray-600">The hero is edited on the home page itself: close the settings and choose Edit hero, where you see it as visitors will.</p>
      </div>
    );
  }
  if (tab === "menu") {
    const items = (data.menu_items as { id: number; display_name: string; url_name: string; is_displayed: boolean; submenu_items: { id: number; name: string }[] }[] | undefined) ?? [];
    return (
      <div className="space-y-2 text-sm text-gray-800">
        {items.length === 0 ? (
          <p>No menu items found</p>
        ) : (
          <ul className="space-y-1" aria-label="Menu items">
            {items.map((item) => (
              <li key={item.id}>
                <span className="font-medium">{item.display_name}</span> <span className="text-gray-600">/{item.url_name}{item.is_displayed ? "" : " (hidden)"}</span>
                {item.submenu_items.length > 0 && <span className="text-gray-600"> · {item.submenu_items.map((sub) => sub.name).join(", ")}</span>}
              </li>
            ))}
          </ul>
        )}
        <p className="text-gray-600">Menu items are edited in the header editor: close the settings and choose Edit header.</p>
      </div>
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
