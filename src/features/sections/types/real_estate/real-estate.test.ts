import { describe, expect, it } from "vitest";
import type { ListingEntry } from "@/features/listings";
// The listings' texts join the catalog when their server entry loads (as the site layout does).
import "@/features/listings/server";
import { fakeSection, renderSection } from "../../public/fixtures";
import { shownListings } from "./shown-listing";

const listing = (overrides: Partial<ListingEntry> = {}): ListingEntry => ({
  id: 7,
  title: "Garden house",
  title_translation: { de: "Haus mit Garten" },
  description: "<p>Quiet street</p>",
  description_translation: null,
  price: 48_500_000,
  currency: "EUR",
  address: "Lindenweg 3, Leipzig",
  bedrooms: 4,
  bathrooms: 2,
  area: 1_450,
  images: ["/_onsite/demo/listing-house.svg", "/b.svg"],
  status: "for_sale",
  ...overrides,
});

const render = (listings: ListingEntry[], locale: "en" | "de" = "en") =>
  renderSection(
    { ...fakeSection({ section_type: "real_estate", section_title: "Homes", grid_columns: 2 }), content: { listings } },
    { locale, type: "realestate" },
  );

describe("real_estate sections", () => {
  it("show each listing as a server-rendered card: first image with its size and the title as alt, status, address, price and facts", () => {
    const html = render([listing()]);
    expect(html).toContain('<img src="/_onsite/demo/listing-house.svg" alt="Garden house" width="800" height="600"');
    // The gallery's other images wait for the dialog (they travel in the opener island's props, no image loads them).
    expect(html).not.toMatch(/<img[^>]*\/b\.svg/);
    expect(html).toContain(">For sale</span>");
    expect(html).toContain("Lindenweg 3, Leipzig");
    expect(html).toContain("€485,000");
    expect(html).toMatch(/<dt>.*<span class="sr-only">Bedrooms<\/span><\/dt><dd[^>]*>4<\/dd>/);
    expect(html).toContain("1,450 m²");
    expect(html).toMatch(
      /<h3 class="[^"]*"><onsite-island data-island="open-listing"[^>]*><button type="button" aria-haspopup="dialog" aria-expanded="false" data-open-listing="7"[^>]*>Garden house<\/button><\/onsite-island><\/h3>/,
    );
    expect(html).toContain("--grid-cols:repeat(2, minmax(0, 1fr))");
  });

  it("speak the page's language: translated title, German number and status words, a rent per month", () => {
    const html = render([listing({ status: "for_rent", price: 185_000 })], "de");
    expect(html).toContain(">Haus mit Garten</button>");
    expect(html).toContain('alt="Haus mit Garten"');
    expect(html).toContain(">Zu vermieten</span>");
    expect(html.replace(/[\u00a0\u202f]/g, " ")).toContain("1.850 € / Monat");
    expect(html).toContain("1.450 m²");
  });

  it("say price on request, and show a placeholder without images", () => {
    const html = render([listing({ price: null, images: [] })]);
    expect(html).toContain("Price on request");
    expect(html).toContain("No photo yet");
    expect(html).not.toContain("<img");
  });

  it("say there are no listings yet when the organization has none", () => {
    expect(render([])).toContain("No listings yet.");
  });

  it("leave out a listing without a title and sanitize the description the dialog gets", () => {
    const shown = shownListings([listing({ id: 1, title: " " }), listing({ id: 2, description: '<p onclick="x()">Hi<script>alert(1)</script></p>' })], "en");
    expect(shown.map((l) => l.id)).toEqual([2]);
    expect(shown[0]!.description).toBe("<p>Hi</p>");
  });
});
