import type { SectionType } from "../schema";
import type { SectionContent } from "../types/content";

const DAY = "2026-01-15T09:00:00.000Z";

/**
 * What a type's preview shows while the site has none of its own data: a few
 * made-up entries, marked "Example" in the editor, so the owner sees the layout
 * filled. Never saved, never on the public page (it says the section is empty).
 */
export const TYPE_EXAMPLES: Partial<Record<SectionType, SectionContent>> = {
  faq: {
    faqs: [
      {
        id: -1,
        question: "How long does delivery take?",
        question_translation: null,
        answer: "<p>Most orders arrive within 3–5 working days.</p>",
        answer_translation: null,
      },
      { id: -2, question: "Can I return an item?", question_translation: null, answer: "<p>Yes, within 30 days of delivery.</p>", answer_translation: null },
      {
        id: -3,
        question: "Do you offer gift cards?",
        question_translation: null,
        answer: "<p>Gift cards are available in any amount.</p>",
        answer_translation: null,
      },
    ],
  },
  reviews: {
    reviews: [
      {
        id: -1,
        author: "Alex P.",
        rating: 5,
        text: "Great service from start to finish.",
        text_translation: null,
        reviewed_on: "2026-01-10",
        source: "",
        source_url: null,
      },
      {
        id: -2,
        author: "Sam R.",
        rating: 4,
        text: "Friendly team and quick answers.",
        text_translation: null,
        reviewed_on: "2026-01-03",
        source: "",
        source_url: null,
      },
      { id: -3, author: "Jordan L.", rating: 5, text: "Would recommend to a friend.", text_translation: null, reviewed_on: null, source: "", source_url: null },
    ],
  },
  pricing_plans: {
    plans: [
      plan(-1, "Basic", 900, ["One project", "Email support"]),
      plan(-2, "Standard", 1900, ["Five projects", "Priority support"]),
      plan(-3, "Premium", 4900, ["Unlimited projects", "Phone support"]),
    ],
  },
  real_estate: {
    listings: [
      listing(-1, "Sunny two-bedroom flat", 2, 1, 75),
      listing(-2, "Family house with garden", 4, 2, 160),
      listing(-3, "Studio near the park", 1, 1, 38),
    ],
  },
  article_slider: {
    posts: [
      { slug: "example-welcome", title: "Welcome to our blog", summary: "What you will find here.", main_photo: null, created_on: DAY },
      { slug: "example-five-tips", title: "Five tips for getting started", summary: "What we wish we had known.", main_photo: null, created_on: DAY },
      { slug: "example-meet-the-team", title: "Meet the team", summary: "The people behind the work.", main_photo: null, created_on: DAY },
    ],
  },
  help_center: {
    articles: [
      { slug: "example-creating-an-account", title: "Creating an account", summary: "Sign up in a minute.", main_photo: null, created_on: DAY, text: "" },
      {
        slug: "example-changing-your-email",
        title: "Changing your email address",
        summary: "Keep your account up to date.",
        main_photo: null,
        created_on: DAY,
        text: "",
      },
    ],
  },
};

function plan(id: number, name: string, price: number, features: string[]) {
  return {
    id,
    name,
    name_translation: null,
    description: "",
    description_translation: null,
    price,
    promotion_price: null,
    is_promotion: false,
    currency_symbol: "$",
    billing_period: "month" as const,
    features,
    features_translation: null,
  };
}

function listing(id: number, title: string, bedrooms: number, bathrooms: number, area: number) {
  return {
    id,
    title,
    title_translation: null,
    description: "",
    description_translation: null,
    price: 250000 * -id,
    currency: "USD",
    address: "1 Example Street",
    bedrooms,
    bathrooms,
    area,
    images: [],
    status: "for_sale" as const,
  };
}
