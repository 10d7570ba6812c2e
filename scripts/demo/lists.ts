import { bannersStore } from "@/features/banners/server";
import { cookieCategoriesStore } from "@/features/consent/server";
import { faqsStore } from "@/features/faqs/server";
import { featuresStore } from "@/features/highlights/server";
import { listingsStore } from "@/features/listings/server";
import { meetingHoursStore, meetingTypesStore } from "@/features/meetings/server";
import { pricingPlansStore, productsStore } from "@/features/products/server";
import { reviewsStore } from "@/features/reviews/server";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/client";
import type { ListStore } from "@/platform/db/list-store";

type Save = (tx: Db, organizationId: number) => Promise<void>;

/** Saves `items` as the store's whole list, each parsed by the store's schema first. */
const list =
  <I extends { id?: number; order?: number }>(store: ListStore<I>, items: unknown[]): Save =>
  (tx, organizationId) =>
    store.replace(
      tx,
      organizationId,
      items.map((item) => store.schema.parse(item)),
    );

/**
 * The demo's lists, saved through the same stores as Global Settings (each item
 * parsed by its feature's schema). Some are shown to visitors only when their
 * visitor feature lands (banners, consent, meetings); they are here so the owner
 * finds a believable Global Settings from the first sign-in.
 */
const LISTS: Save[] = [
  list(faqsStore, [
    {
      question: "Do I need to know how to code?",
      answer: "<p>No. You edit your site on the page itself: click a section, type, and save. Everything has a live preview.</p>",
    },
    {
      question: "Can my team edit the site too?",
      answer: "<p>Yes. Invite people by email as <strong>editors</strong> (content only) or <strong>admins</strong> (settings and menus too).</p>",
    },
    {
      question: "Is my site available in other languages?",
      answer: "<p>Every title and text can be translated. Visitors pick their language, and search engines see each version.</p>",
    },
    { question: "Where is my data kept?", answer: "<p>Onsite is self-hosted: your site and your visitors' data stay on your own server.</p>" },
  ]),
  // What clients say, shown by the reviews section of the About page (scripts/demo/pages.ts): 4.8 on four reviews.
  list(reviewsStore, [
    {
      author: "Lena Hoffmann",
      rating: 5,
      text: "We moved our bakery's site to Onsite in a week. Now I change the weekly specials myself, from my phone, before the shop opens.",
      text_translation: {
        de: "Wir sind mit der Website unserer Bäckerei in einer Woche zu Onsite umgezogen. Die Wochenangebote ändere ich jetzt selbst, am Handy, bevor der Laden öffnet.",
      },
      reviewed_on: "2026-09-18",
      source: "Google",
    },
    {
      author: "Marco Bianchi",
      rating: 5,
      text: "The translation work was excellent: our Italian and German pages read as if they were written there, not translated.",
      reviewed_on: "2026-08-02",
      source: "Trustpilot",
      source_url: "https://www.trustpilot.com/review/onsite.local",
    },
    {
      author: "Sarah O'Connor",
      rating: 4,
      text: "Setup and training were quick and clear. I would like more page templates, but the team added the two we asked for within days.",
      reviewed_on: "2026-06-21",
      source: "Google",
    },
    {
      author: "Kenji Watanabe",
      rating: 5,
      text: "Our help center now answers customers before they write to us. Support emails went down by a third in two months.",
      reviewed_on: "2026-10-05",
    },
  ]),
  list(pricingPlansStore, [
    {
      name: "Starter",
      description: "One site, for a small business getting online.",
      price: 900,
      currency_symbol: "€",
      features: ["1 site", "2 languages", "Blog and help center", "Email support"],
    },
    {
      name: "Team",
      description: "For teams that publish every week.",
      price: 2900,
      promotion_price: 1900,
      is_promotion: true,
      currency_symbol: "€",
      features: ["3 sites", "All 11 languages", "5 editors", "Meeting booking", "Priority support"],
    },
    {
      name: "Business",
      description: "Several brands, one place to run them.",
      price: 7900,
      currency_symbol: "€",
      features: ["Unlimited sites", "Unlimited editors", "Single sign-on", "A named contact"],
    },
  ]),
  list(productsStore, [
    {
      name: "Website design",
      description: "A site designed with you, handed over ready to edit.",
      url_name: "services",
      price: 150000,
      currency_symbol: "€",
      is_displayed: true,
    },
    {
      name: "Content & translation",
      description: "Pages written and translated by people who know your field.",
      url_name: "services",
      price: 40000,
      currency_symbol: "€",
      is_displayed: true,
    },
  ]),
  list(featuresStore, [
    { title: "Edit in place", description: "Change any block right on the live page." },
    { title: "Eleven languages", description: "Translate every text; visitors choose theirs." },
    { title: "Fast for everyone", description: "Pages are served from one shared cache." },
  ]),
  list(bannersStore, [
    // Fixed above the header on every page, closable for a week, expanding to a panel on the right (issue 22).
    {
      position: "top",
      type: "closed",
      is_enabled: true,
      content: {
        text: "New: book a free site review with our team.",
        text_translation: {
          de: "Neu: Buchen Sie eine kostenlose Website-Prüfung bei unserem Team.",
          es: "Novedad: reserve una revisión gratuita de su sitio con nuestro equipo.",
        },
        icon: "calendar",
        link: { url: "/services", label: "See services", label_translation: { de: "Zu den Leistungen", es: "Ver servicios" }, isExternal: false },
        banner_background: "blue-800",
      },
      landing_content:
        "<h2>A free review of your site</h2><p>In thirty minutes, one of our designers walks through your pages with you: what reads well, what visitors miss, and three changes worth making first.</p><ul><li>Structure and menus</li><li>Texts and calls to action</li><li>Speed and accessibility</li></ul>",
      open_state: "right-30",
      dismissal_duration: "7 days",
      page_paths: [],
      is_fixed_above_navbar: true,
    },
  ]),
  list(cookieCategoriesStore, [
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
  ]),
  list(meetingTypesStore, [
    {
      name: "Intro call",
      description: "Twenty minutes to hear about your project.",
      duration_minutes: 20,
      is_active: true,
      is_customer_choice: true,
      color: "#3B82F6",
      buffer_after_minutes: 10,
      minimum_notice_minutes: 120,
      booking_window_days: 60,
    },
    {
      name: "Site review",
      description: "We go through your site together and suggest improvements.",
      duration_minutes: 45,
      is_active: true,
      is_customer_choice: true,
      color: "#10B981",
      buffer_before_minutes: 15,
      buffer_after_minutes: 15,
      minimum_notice_minutes: 1440,
      booking_window_days: 90,
    },
  ]),
  // Weekly hours for the demo's booking widget (in the organization's time zone): weekdays with a lunch break, Saturday morning.
  list(meetingHoursStore, [
    ...["monday", "tuesday", "wednesday", "thursday", "friday"].flatMap((day) => [
      { day, start_time: "09:00", end_time: "12:30" },
      { day, start_time: "13:30", end_time: "17:00" },
    ]),
    { day: "saturday", start_time: "10:00", end_time: "13:00" },
  ]),
  // Sample listings for the real estate section type: the demo business is a web agency, so no
  // demo page shows them; an owner who adds a Real estate section sees these at once.
  list(listingsStore, [
    {
      title: "Townhouse with a garden",
      title_translation: { de: "Reihenhaus mit Garten" },
      description:
        "<p>A family house on a quiet street, ten minutes from the centre by tram. Open kitchen onto the garden, <strong>new heating</strong> (2024), cellar and a bicycle shed.</p>",
      price: 48_500_000,
      currency: "EUR",
      address: "Lindenweg 12, 04177 Leipzig",
      bedrooms: 4,
      bathrooms: 2,
      area: 142,
      images: ["/_onsite/demo/listing-townhouse.svg", "/_onsite/demo/listing-townhouse-kitchen.svg"],
      status: "for_sale",
    },
    {
      title: "Bright flat by the river",
      title_translation: { de: "Helle Wohnung am Fluss" },
      description:
        "<p>Third floor with a lift, south-facing living room and a small balcony over the river. Available from the first of next month; the rent includes heating.</p>",
      price: 145_000,
      currency: "EUR",
      address: "Uferstraße 3, 04105 Leipzig",
      bedrooms: 1,
      bathrooms: 1,
      area: 58,
      images: ["/_onsite/demo/listing-flat.svg", "/_onsite/demo/listing-flat-living.svg"],
      status: "for_rent",
    },
    {
      title: "Villa with a pool",
      title_translation: { de: "Villa mit Pool" },
      description: "<p>A modern villa on a 900 m² plot: five bedrooms, a home office, a heated pool and a garage for two cars.</p>",
      price: 124_000_000,
      currency: "EUR",
      address: "Am Seeblick 7, 04416 Markkleeberg",
      bedrooms: 5,
      bathrooms: 3,
      area: 260,
      images: ["/_onsite/demo/listing-villa.svg", "/_onsite/demo/listing-villa-pool.svg"],
      status: "under_offer",
    },
  ]),
];

/** FAQs, reviews, pricing plans, products, features, a banner, cookie categories, meeting types and hours, and listings, in one transaction. */
export async function seedDemoLists(organizationId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    for (const save of LISTS) await save(tx as unknown as Db, organizationId);
  });
}
