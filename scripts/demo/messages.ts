import { seedMessages, type DemoMessage } from "@/features/messages/server";
import { loadPricingPlans } from "@/features/products/server";

/**
 * What visitors "sent" the demo site, so the owner's Messages list is not empty:
 * a contact message already read, a quote request for two plans, and a new
 * question, newest first in the list.
 */
const MESSAGES: DemoMessage[] = [
  {
    body: {
      kind: "contact",
      name: "Lena Fischer",
      email: "lena.fischer@example.com",
      phone: "+49 151 2345 6789",
      page: "/",
      message:
        "Hello! We run a small bakery in Potsdam and would like a site in German and English where we can post the week's specials ourselves. Could you give us an idea of the cost and how long it takes?",
    },
    minutesAgo: 2 * 24 * 60,
    read: true,
  },
  {
    body: {
      kind: "quote",
      name: "Marco Rossi",
      email: "marco.rossi@example.com",
      page: "/basket",
      message: "We have three shops and a growing team. Could we start on Team for the main site and add two Starter sites for the shops?",
      lines: [
        { plan: "Team", quantity: 1 },
        { plan: "Starter", quantity: 2 },
      ],
    },
    minutesAgo: 3 * 60,
    read: false,
  },
  {
    body: {
      kind: "contact",
      name: "Priya Nair",
      email: "priya.nair@example.com",
      page: "/services",
      message: "Do you offer the training on site? Two of us would edit the pages, and we are in Hamburg.",
    },
    minutesAgo: 25,
    read: false,
  },
];

/** The demo's messages (after the lists: a quote's plans are the demo's pricing plans). */
export async function seedDemoMessages(organizationId: number): Promise<void> {
  await seedMessages(organizationId, MESSAGES, await loadPricingPlans(organizationId));
}
