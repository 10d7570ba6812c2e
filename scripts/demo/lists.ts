import { bannersStore } from "@/features/banners/server";
import { cookieCategoriesStore } from "@/features/consent/server";
import { faqsStore } from "@/features/faqs/server";
import { featuresStore } from "@/features/highlights/server";
import { meetingTypesStore } from "@/features/meetings/server";
import { pricingPlansStore, productsStore } from "@/features/products/server";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/client";
import type { ListStore } from "@/platform/db/list-store";

type Save = (tx: Db, organizationId: number) => Promise<void>;

/** Saves `items` as the store's whole list, each parsed by the store's schema first. */
const list =
  <I extends { id?: number; order?: number }>(store: ListStore<I>, items: unknown[]): Save =>
  (tx, organizationId) =>
    store.replace(tx, organizationId, items.map((item) => store.schema.parse(item)));

/**
 * The demo's lists, saved through the same stores as Global Settings (each item
 * parsed by its feature's schema). Some are shown to visitors only when their
 * visitor feature lands (banners, consent, meetings); they are here so the owner
 * finds a believable Global Settings from the first sign-in.
 */
const LISTS: Save[] = [
  list(
    faqsStore,
    [
      { question: "Do I need to know how to code?", answer: "<p>No. You edit your site on the page itself: click a section, type, and save. Everything has a live preview.</p>" },
      { question: "Can my team edit the site too?", answer: "<p>Yes. Invite people by email as <strong>editors</strong> (content only) or <strong>admins</strong> (settings and menus too).</p>" },
      { question: "Is my site available in other languages?", answer: "<p>Every title and text can be translated. Visitors pick their language, and search engines see each version.</p>" },
      { question: "Where is my data kept?", answer: "<p>Onsite is self-hosted: your site and your visitors' data stay on your own server.</p>" },
    ],
  ),
  list(
    pricingPlansStore,
    [
      { name: "Starter", description: "One site, for a small business getting online.", price: 900, currency_symbol: "€", features: ["1 site", "2 languages", "Blog and help center", "Email support"] },
      { name: "Team", description: "For teams that publish every week.", price: 2900, promotion_price: 1900, is_promotion: true, currency_symbol: "€", features: ["3 sites", "All 11 languages", "5 editors", "Meeting booking", "Priority support"] },
      { name: "Business", description: "Several brands, one place to run them.", price: 7900, currency_symbol: "€", features: ["Unlimited sites", "Unlimited editors", "Single sign-on", "A named contact"] },
    ],
  ),
  list(
    productsStore,
    [
      { name: "Website design", description: "A site designed with you, handed over ready to edit.", url_name: "services", price: 150000, currency_symbol: "€", is_displayed: true },
      { name: "Content & translation", description: "Pages written and translated by people who know your field.", url_name: "services", price: 40000, currency_symbol: "€", is_displayed: true },
    ],
  ),
  list(
    featuresStore,
    [
      { title: "Edit in place", description: "Change any block right on the live page." },
      { title: "Eleven languages", description: "Translate every text; visitors choose theirs." },
      { title: "Fast for everyone", description: "Pages are served from one shared cache." },
    ],
  ),
  list(
    bannersStore,
    [
      {
        position: "top",
        type: "closed",
        is_enabled: true,
        content: { text: "New: book a free site review with our team.", icon: "calendar", link: { url: "/services", label: "See services", isExternal: false } },
        dismissal_duration: "7 days",
        page_paths: ["/"],
        is_fixed_above_navbar: false,
      },
    ],
  ),
  list(
    cookieCategoriesStore,
    [
      {
        name: "Essential",
        description: "Needed for the site to work: signing in and remembering your choices. Always on.",
        cookie_service: [{ name: "Session", description: "Keeps you signed in while you edit the site.", active: true }],
      },
      {
        name: "Analytics",
        description: "Helps us understand which pages are read, without identifying you.",
        cookie_service: [{ name: "Visit statistics", description: "Counts page views and where visitors come from.", active: false }],
      },
      {
        name: "Marketing",
        description: "Videos and content from other sites, which may set their own cookies.",
        cookie_service: [{ name: "YouTube", description: "Plays embedded videos.", active: false }],
      },
    ],
  ),
  list(
    meetingTypesStore,
    [
      { name: "Intro call", description: "Twenty minutes to hear about your project.", duration_minutes: 20, is_active: true, is_customer_choice: true, color: "#3B82F6" },
      { name: "Site review", description: "We go through your site together and suggest improvements.", duration_minutes: 45, is_active: true, is_customer_choice: true, color: "#10B981" },
    ],
  ),
];

/** FAQs, pricing plans, products, features, a banner, cookie categories and meeting types, in one transaction. */
export async function seedDemoLists(organizationId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    for (const save of LISTS) await save(tx as unknown as Db, organizationId);
  });
}
