import { createPostSchema } from "@/features/posts";
import { createPost, keepPostRevision } from "@/features/posts/server";
import { getDb } from "@/platform/db/client";
import type { SessionUser } from "@/platform/auth/server";

type DemoPost = { title: string; slug: string; description: string; main_photo?: string; content: string; first_page?: boolean; help_order?: number };

/** Three blog posts (with a cover image and headings) and two help-center articles. */
const POSTS: DemoPost[] = [
  {
    title: "Edit your website without leaving it",
    slug: "edit-your-website-without-leaving-it",
    description: "Why Onsite puts the editor on the page your visitors see, and what that changes for your team.",
    main_photo: "/_onsite/demo/cover-editing.svg",
    first_page: true,
    content: `<p>Most website tools send you to a back office: a list of fields far from the page they change. Onsite does the opposite. Sign in, and every block of your live site gets an <strong>Edit</strong> button.</p>
<h2>What you see is what visitors get</h2>
<p>The editor opens over the page itself, with a live preview. Change a title, a colour or the number of columns, and you see the result before you save.</p>
<h2>Nothing is lost</h2>
<ul><li>Closing an editor with unsaved changes asks first.</li><li>Two people editing the same section are told, and nobody overwrites the other.</li><li>Posts keep every earlier version, ready to restore.</li></ul>
<h2>Try it</h2>
<p>Sign in as the demo owner, press <strong>Ctrl+K</strong> (or <strong>Cmd+K</strong>) and type what you want to do.</p>`,
  },
  {
    title: "One site, eleven languages",
    slug: "one-site-eleven-languages",
    description: "Translate titles and texts in place; visitors and search engines find the right version.",
    main_photo: "/_onsite/demo/cover-languages.svg",
    first_page: true,
    content: `<p>Your visitors do not all read the same language. Onsite lets you publish the languages you choose, from English and Spanish to Japanese and Chinese.</p>
<h2>Translate where you write</h2>
<p>Each title and text has its translations next to it in the editor. A text you have not translated yet falls back to your site's own language, so no page is ever empty.</p>
<h2>Found by search engines</h2>
<p>Every language has its own address, and each page tells search engines about its other versions.</p>`,
  },
  {
    title: "Why a shared cache makes every page fast",
    slug: "why-a-shared-cache-makes-every-page-fast",
    description: "How Onsite serves a page almost as fast as a static file, and still shows your edits at once.",
    main_photo: "/_onsite/demo/cover-speed.svg",
    first_page: true,
    content: `<p>A public page is the same for every visitor, so Onsite builds it once and serves that copy to everyone.</p>
<h2>Saved means live</h2>
<p>When you save, the copies of your site are dropped at once, on every server, and the next visitor gets the new version.</p>
<h2>Personal parts stay personal</h2>
<p>What differs per person, such as your edit buttons or a visitor's basket, is added by the browser after the page arrives. Nobody ever receives someone else's page.</p>`,
  },
  {
    title: "Getting started with your site",
    slug: "getting-started",
    description: "Sign in, edit your first section and publish a page in five minutes.",
    help_order: 1,
    content: `<h2>Sign in</h2>
<p>Open <strong>/login</strong> and sign in with your email and password. You now see <strong>Edit</strong> buttons on every block.</p>
<h2>Edit a section</h2>
<p>Choose <strong>Edit</strong> on a section, change its title or cards, and press <strong>Save</strong>. Visitors see the change right away.</p>
<h2>Add a page</h2>
<p>Open <strong>Create New</strong> at the bottom right and choose <strong>Page</strong>. Give it a title; the address is suggested for you.</p>`,
  },
  {
    title: "Inviting your team",
    slug: "inviting-your-team",
    description: "Give colleagues access as editors or admins, and change their role later.",
    help_order: 2,
    content: `<h2>Send an invitation</h2>
<p>In <strong>Global Settings</strong>, open the <strong>Team</strong> tab, type your colleague's email and choose a role. They receive a link by email.</p>
<h2>Which role?</h2>
<ul><li><strong>Editor</strong>: changes content (sections, posts and pages).</li><li><strong>Admin</strong>: also menus and settings.</li><li><strong>Owner</strong>: also the team.</li></ul>`,
  },
];

/** The posts, written by the demo owner (each with its first revision, as the post editor saves it). */
export async function seedDemoPosts(organizationId: number, owner: SessionUser): Promise<void> {
  const db = await getDb();
  const caller = { user: owner, role: "owner" as const, organizationId };
  // Oldest first, so the blog lists the first post first (newest on top).
  for (const post of [...POSTS].reverse()) {
    const help = post.help_order !== undefined;
    const input = createPostSchema.parse({
      title: post.title,
      slug: post.slug,
      description: post.description,
      content: post.content,
      main_photo: post.main_photo ?? "",
      display_this_post: true,
      display_as_blog_post: !help,
      is_displayed_first_page: !!post.first_page,
      is_help_center: help,
      help_center_order: post.help_order ?? 0,
      is_with_author: !help,
      author_id: help ? null : owner.id,
      type: "default",
    });
    const created = await createPost(db, caller, input);
    await keepPostRevision(db, caller, caller.organizationId, created.id);
  }
}
