import "server-only";
import { unreadConversations } from "@/features/help-widget/server";
import { bookingsToConfirm } from "@/features/meetings/server";
import { unreadMessages } from "@/features/messages/server";
import { listPages } from "@/features/pages/server";
import { listPosts } from "@/features/posts/server";
import { listFailed, zonedTime } from "@/features/scheduling/server";
import { siteCheckTexts } from "@/features/site-check";
import { siteHref } from "@/features/site/server";
import { getDb } from "@/platform/db/client";
import { format } from "@/platform/i18n/messages";
import type { Site } from "@/platform/tenancy/organizations";
import type { Role } from "@/platform/tenancy/types";
import { dashboardTexts } from "../texts";

type Link = { label: string; href: string; note?: string };

/** How many posts the dashboard lists (newest first); the blog lists them all. */
const POSTS_SHOWN = 50;

/** The Global Settings tabs a link opens (the settings modal's ids), in its order. */
const SETTINGS_TABS = ["general", "hero", "products", "features", "faqs", "banners", "menu", "blog", "cookies", "meetings"] as const;

/**
 * The members' dashboard at /admin (issue 18): links to every editor and list
 * this member's role can use. Editors are modals over the live site, so a link
 * opens the site with the editor (`#open=<command>`, read by the editing shell).
 * Owners and admins get everything; editors (content only) pages, posts and new
 * blocks; the Team tab is for owners.
 */
export async function DashboardPage({ site, locale, role, email }: { site: Site; locale: string; role: Role; email: string }) {
  const t = dashboardTexts(locale);
  const organizationId = site.organization.id;
  const manager = role === "owner" || role === "admin";
  const db = await getDb();
  const [pages, posts, unread, chats, toConfirm, failed] = await Promise.all([
    listPages(organizationId),
    listPosts(db, organizationId, { filters: {}, limit: POSTS_SHOWN, offset: 0 }, true),
    // Visitors' messages and the bookings are for owners and admins (their APIs' readers); the inbox for every member.
    manager ? unreadMessages(organizationId) : 0,
    unreadConversations(organizationId),
    manager ? bookingsToConfirm(organizationId) : 0,
    // Scheduled changes that could not apply (issue 43 §1): their list is in Global Settings, for owners and admins.
    manager ? listFailed(db, organizationId) : [],
  ]);
  const href = (path: string) => siteHref(site, locale, path);
  const open = (command: string, path = "/", tab?: string) => `${href(path)}#open=${command}${tab ? `&tab=${tab}` : ""}`;
  const siteName = site.settings.site || site.organization.name;

  const counted = (label: string, withCount: string, count: number) => (count > 0 ? format(withCount, { count }) : label);
  const siteLinks: Link[] = [
    { label: t.viewSite, href: href("/") },
    // The check before publishing: its own screen (it reads every page), for every member.
    { label: siteCheckTexts(locale).title, href: href("/admin/check") },
    ...(manager ? [{ label: counted(t.messages, t.messagesUnread, unread), href: open("messages") }] : []),
    { label: counted(t.inbox, t.inboxUnread, chats), href: open("inbox") },
    ...(manager
      ? [
          { label: counted(t.bookings, t.bookingsToConfirm, toConfirm), href: open("bookings") },
          { label: t.siteMap, href: open("site-map") },
          { label: t.header, href: open("header") },
          { label: t.footer, href: open("footer") },
          { label: t.homeLayout, href: open("page-layout") },
        ]
      : []),
  ];
  const createLinks: Link[] = [
    { label: t.newPage, href: open("page") },
    { label: t.newPost, href: open("post") },
    { label: t.newSection, href: open("section") },
    { label: t.newHeading, href: open("heading") },
  ];
  const pageLinks: Link[] = [{ label: t.home, href: href("/") }, ...pages.map((page) => ({ label: page.title, href: href(`/${page.slug}`) }))];
  const layoutLinks: Link[] = manager
    ? [
        { label: t.homeLayout, href: open("page-layout") },
        ...pages.map((page) => ({ label: format(t.layoutOf, { page: page.title }), href: open("page-layout", `/${page.slug}`) })),
      ]
    : [];
  const postLinks: Link[] = [
    { label: t.blog, href: href("/blog") },
    { label: t.helpCenter, href: href("/help-center") },
    ...posts.map((post) => ({ label: post.title, href: href(`/${post.slug}`), note: post.display_config.display_this_post ? undefined : t.hidden })),
  ];
  const failedLinks: Link[] = failed.map((change) => ({
    label: format(change.action === "publish" ? t.failedPublish : t.failedUnpublish, {
      title: change.subject_title,
      time: zonedTime(change.at, site.settings.time_zone),
      error: change.error ?? "",
    }),
    href: `${open("settings", "/", "scheduled")}&change=${change.id}`,
  }));
  const settingsLinks: Link[] = manager
    ? [
        ...SETTINGS_TABS.map((tab) => ({ label: t[tab], href: open("settings", "/", tab) })),
        { label: t.scheduledChanges, href: open("settings", "/", "scheduled") },
      ]
    : [];

  return (
    <main id="main" className="mx-auto max-w-5xl px-6 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t.title}</h1>
      <p className="mt-2 text-gray-700">{format(t.intro, { site: siteName })}</p>
      <p className="mt-1 text-sm text-gray-600">{format(t.signedInAs, { email, role: t[role] })}</p>
      {failedLinks.length > 0 && (
        <div className="mt-8 rounded-xl border border-red-300 bg-red-50">
          <LinkGroup id="dashboard-failed-changes" title={t.failedChanges} links={failedLinks} />
        </div>
      )}
      <div className="mt-10 grid gap-8 sm:grid-cols-2">
        <LinkGroup id="dashboard-site" title={t.site} links={siteLinks} />
        <LinkGroup id="dashboard-create" title={t.create} links={createLinks} />
        <LinkGroup id="dashboard-pages" title={t.pages} links={[...pageLinks, ...layoutLinks]} empty={pages.length === 0 ? t.noPages : undefined} />
        <LinkGroup id="dashboard-posts" title={t.posts} links={postLinks} empty={posts.length === 0 ? t.noPosts : undefined} />
        {manager && <LinkGroup id="dashboard-settings" title={t.settings} links={settingsLinks} />}
        {role === "owner" && <LinkGroup id="dashboard-team" title={t.team} links={[{ label: t.teamLink, href: open("settings", "/", "team") }]} />}
      </div>
    </main>
  );
}

function LinkGroup({ id, title, links, empty }: { id: string; title: string; links: Link[]; empty?: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-gray-200 p-5">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {empty && <p className="mt-2 text-sm text-gray-600">{empty}</p>}
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="text-blue-700 underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              {link.label}
            </a>
            {link.note && <span className="ml-2 text-xs text-gray-600">({link.note})</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A signed-in person without a role in this organization (a customer): nothing to manage, and why. */
export function NoAccessPage({ site, locale, email }: { site: Site; locale: string; email: string }) {
  const t = dashboardTexts(locale);
  const href = (path: string) => siteHref(site, locale, path);
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t.noAccessTitle}</h1>
      <p className="mt-4 text-gray-700">{format(t.noAccessBody, { email, site: site.settings.site || site.organization.name })}</p>
      <p className="mt-2 text-gray-700">{t.noAccessHelp}</p>
      <p className="mt-8 flex justify-center gap-6">
        <a href={href("/")} className="font-medium text-blue-700 underline">
          {t.backHome}
        </a>
        <a href={href("/account")} className="font-medium text-blue-700 underline">
          {t.yourAccount}
        </a>
      </p>
    </main>
  );
}
