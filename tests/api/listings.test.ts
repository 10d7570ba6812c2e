import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, type TestOrg } from "../support/client";
import { createSection, saveListings } from "../support/fixtures";
import { htmlProblems } from "../support/html";

/**
 * Real-estate listings (Global Settings → Listings, issue 20): the owner saves them
 * with the organization, bad input is refused with its message and nothing is
 * stored, and a real_estate section shows only its own organization's listings.
 */
const read = (org: TestOrg) => api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token });
const save = (org: TestOrg, body: Record<string, unknown>) => api(org.host, `/api/organizations/${org.id}`, { method: "PUT", body, token: org.owner.token });
/** The HTML of the page's real_estate section. */
const sectionOf = (html: string) => html.match(/<section[^>]*data-section-type="real_estate"[\s\S]*?<\/section>/)?.[0] ?? "";

const house = (name: string) => ({
  title: `${name} garden house`,
  title_translation: { de: `${name} Haus mit Garten` },
  description: `<p>${name} quiet street<script>alert(1)</script></p>`,
  price: 48_500_000,
  currency: "eur",
  address: `${name}weg 12, Leipzig`,
  bedrooms: 4,
  bathrooms: 2,
  area: 142,
  images: [`https://cdn.example.com/${name}-front.jpg`, `/_onsite/demo/listing-townhouse-kitchen.svg`],
  status: "for_sale",
});

describe("listings in Global Settings", () => {
  let org: TestOrg;
  beforeAll(async () => {
    org = await createOrg(undefined, undefined, { language: "en", supportedLocales: ["en", "de"] });
  });

  it("are saved by the owner with PUT /api/organizations/{id} and read back in order, cleaned", async () => {
    const { body: before } = await read(org);
    expect(before.listings).toEqual([]);
    const flat = { title: "River flat", price: 145_000, currency: "EUR", status: "for_rent", images: [] };
    const { status } = await save(org, { version: before.version, listings: [house("Org"), flat] });
    expect(status).toBe(200);
    const { body: after } = await read(org);
    expect(after.listings.map((l: any) => l.title)).toEqual(["Org garden house", "River flat"]);
    expect(after.listings[0]).toMatchObject({
      price: 48_500_000,
      currency: "EUR",
      bedrooms: 4,
      bathrooms: 2,
      area: 142,
      status: "for_sale",
      description: "<p>Org quiet street</p>",
      images: ["https://cdn.example.com/Org-front.jpg", "/_onsite/demo/listing-townhouse-kitchen.svg"],
    });
    const section = await api(org.host, `/api/organizations/${org.id}/sections/listings`, { token: org.owner.token });
    expect(section.status).toBe(200);
    expect(section.body.listings.map((l: any) => l.title)).toEqual(["Org garden house", "River flat"]);
  });

  it("refuses bad input with a message naming the listing and its field, and stores nothing", async () => {
    const { body: before } = await read(org);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "  " }, "Listing 1: Please enter a title", "listings.0.title"],
      [{ title: "A", price: 12.5 }, "Listing 1: The price must be a whole number of minor units (cents; yen have none)", "listings.0.price"],
      [{ title: "A", price: -100 }, "Listing 1: The price cannot be negative", "listings.0.price"],
      [{ title: "A", currency: "euro" }, "Listing 1: The currency must be a 3-letter code such as EUR", "listings.0.currency"],
      [
        { title: "A", images: ["javascript:alert(1)"] },
        "Listing 1: Each image must be a web address (https://…) or a path of this site (/…)",
        "listings.0.images.0",
      ],
      [{ title: "A", status: "auction" }, "Listing 1: The status must be for sale, for rent, under offer, sold or rented", "listings.0.status"],
    ];
    for (const [listing, error, field] of cases) {
      const { status, body } = await save(org, { version: before.version, listings: [listing] });
      expect(status, error).toBe(400);
      expect(body).toEqual({ error, field });
    }
    const tooMany = await save(org, { version: before.version, listings: [{ title: "A", images: Array.from({ length: 21 }, (_, i) => `/p/${i}.jpg`) }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe("Listing 1: A listing can have at most 20 images");
    const { body: after } = await read(org);
    expect(after.listings).toEqual(before.listings);
    expect(after.version).toBe(before.version);
  });
});

describe("real_estate sections", () => {
  let alpha: TestOrg;
  let beta: TestOrg;
  beforeAll(async () => {
    [alpha, beta] = await Promise.all(
      ["Alpha", "Beta"].map((name) => createOrg(`${name} Homes`, undefined, { language: "en", supportedLocales: ["en", "de"] })),
    );
    for (const [org, name] of [
      [alpha, "Alpha"],
      [beta, "Beta"],
    ] as const) {
      await saveListings(org, [house(name)]);
      await createSection(org, { section_title: `${name} homes`, section_type: "real_estate", grid_columns: 2 });
    }
  });

  it("show only their own organization's listings, as cards with the first image, price, status and facts", async () => {
    const { status, body } = await api<string>(alpha.host, "/");
    expect(status).toBe(200);
    const section = sectionOf(String(body));
    expect(section).toContain("Alpha homes");
    expect(section).toContain('<img src="https://cdn.example.com/Alpha-front.jpg" alt="Alpha garden house" width="800" height="600"');
    expect(section).toContain("€485,000");
    expect(section).toContain(">For sale</span>");
    expect(section).toContain("Alphaweg 12, Leipzig");
    expect(section).toMatch(/<span class="sr-only">Bedrooms<\/span><\/dt><dd[^>]*>4<\/dd>/);
    expect(section).toContain("142 m²");
    expect(section).toMatch(/<button type="button" aria-haspopup="dialog"[^>]*>Alpha garden house<\/button>/);
    expect(String(body)).not.toContain("Beta");
    expect(await htmlProblems(String(body))).toEqual([]);
  });

  it("speak the page's language: the German title and number format on /de", async () => {
    const { body } = await api<string>(beta.host, "/de");
    const section = sectionOf(String(body)).replace(/[\u00a0\u202f]/g, " ");
    expect(section).toContain(">Beta Haus mit Garten</button>");
    expect(section).toContain("485.000 €");
    expect(section).toContain(">Zu verkaufen</span>");
    expect(section).not.toContain("Alpha");
  });

  it("show a new listing after the next save (the cached read is dropped)", async () => {
    await saveListings(alpha, [house("Alpha"), { title: "Alpha new cabin", price: 9_900_000, currency: "USD", status: "sold" }]);
    const section = sectionOf(String((await api<string>(alpha.host, "/")).body));
    expect(section).toContain("Alpha new cabin");
    expect(section).toContain("$99,000");
    expect(section).toContain(">Sold</span>");
  });
});
