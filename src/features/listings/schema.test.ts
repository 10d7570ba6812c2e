import { describe, expect, it } from "vitest";
import { listingItemSchema } from "./schema";

const message = (input: unknown) => {
  const result = listingItemSchema.safeParse(input);
  return result.success ? null : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("a listing as Global Settings saves it", () => {
  it("keeps a whole listing, with the currency in capitals and empty image lines dropped", () => {
    const listing = listingItemSchema.parse({
      title: "  Sunny flat  ",
      price: 35_000_000,
      currency: "eur",
      address: "Rue des Lilas 4, Lyon",
      bedrooms: 2,
      bathrooms: 1,
      area: 74,
      images: ["/_onsite/demo/listing-flat.svg", "", "images.example.com/b.jpg"],
      status: "for_rent",
      description: "<p>Bright <script>alert(1)</script>rooms</p>",
    });
    expect(listing).toMatchObject({
      title: "Sunny flat",
      currency: "EUR",
      images: ["/_onsite/demo/listing-flat.svg", "https://images.example.com/b.jpg"],
      status: "for_rent",
    });
    expect(listing.description).toBe("<p>Bright rooms</p>");
  });

  it("needs a title", () => {
    expect(message({ title: " " })).toEqual(["title: Please enter a title"]);
    expect(message({})).toEqual(["title: Please enter a title"]);
  });

  it("takes a price only as a whole number of minor units, 0 or more", () => {
    expect(message({ title: "A", price: 12.5 })).toEqual(["price: The price must be a whole number of minor units (cents; yen have none)"]);
    expect(message({ title: "A", price: -1 })).toEqual(["price: The price cannot be negative"]);
    expect(message({ title: "A", price: "100" })).toEqual(["price: The price must be a whole number of minor units (cents; yen have none)"]);
    expect(message({ title: "A", price: 0 })).toBeNull();
    expect(message({ title: "A", price: null })).toBeNull();
  });

  it("takes a currency only as a known 3-letter code", () => {
    expect(message({ title: "A", currency: "€" })).toEqual(["currency: The currency must be a 3-letter code such as EUR"]);
    expect(message({ title: "A", currency: "EURO" })).toEqual(["currency: The currency must be a 3-letter code such as EUR"]);
    expect(message({ title: "A", currency: "ABC" })).toEqual(["currency: The currency must be an ISO 4217 code such as EUR, USD or JPY"]);
    expect(message({ title: "A", currency: "jpy" })).toBeNull();
  });

  it("takes images as web addresses or paths of the site, at most 20", () => {
    expect(message({ title: "A", images: ["javascript:alert(1)"] })).toEqual([
      "images.0: Each image must be a web address (https://…) or a path of this site (/…)",
    ]);
    expect(message({ title: "A", images: ["//evil.example/a.png"] })).toEqual([
      "images.0: Each image must be a web address (https://…) or a path of this site (/…)",
    ]);
    expect(message({ title: "A", images: Array.from({ length: 21 }, (_, i) => `/p/${i}.jpg`) })).toEqual(["images: A listing can have at most 20 images"]);
  });

  it("takes rooms and area as whole numbers, and a known status", () => {
    expect(message({ title: "A", bedrooms: 1.5 })).toEqual(["bedrooms: Bedrooms must be a whole number"]);
    expect(message({ title: "A", area: -3 })).toEqual(["area: Area (m²) cannot be negative"]);
    expect(message({ title: "A", status: "auction" })).toEqual(["status: The status must be for sale, for rent, under offer, sold or rented"]);
  });
});
