import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, type TestOrg } from "../support/client";

const read = (org: TestOrg) => api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token });
const save = (org: TestOrg, body: unknown) => api(org.host, `/api/organizations/${org.id}`, { method: "PUT", body, token: org.owner.token });

let org: TestOrg;
beforeAll(async () => {
  org = await createOrg();
});

/** Global Settings → Banners through PUT /api/organizations/{id} (spec/visitor.md §3 "Banner"). */
describe("banners in the Global Settings save", () => {
  it("stores every field of the spec's banner and answers it back, in order", async () => {
    const { body: before } = await read(org);
    const banner = {
      position: "bottom",
      type: "closed",
      is_enabled: false,
      content: { text: "Spring sale: 20% off", icon: "megaphone", link: { url: "https://shop.example/sale", label: "Shop now", isExternal: true } },
      open_state: "right-30",
      dismissal_duration: "3 days",
      page_paths: ["/offers", "/"],
      is_fixed_above_navbar: true,
      end_date_promotion: "2031-05-01T18:30:00.000Z",
      end_date_promotion_is_displayed: true,
    };
    const { status, body } = await save(org, { version: before.version, banners: [banner, { content: { text: "Closed on Monday" } }] });
    expect(status, JSON.stringify(body)).toBe(200);
    const { body: after } = await read(org);
    expect(after.banners).toHaveLength(2);
    expect(after.banners[0]).toMatchObject(banner);
    // The spec's defaults: top, permanent, shown, expanding to full.
    expect(after.banners[1]).toMatchObject({
      content: { text: "Closed on Monday" },
      position: "top",
      type: "permanent",
      is_enabled: true,
      open_state: "full",
      page_paths: [],
    });
  });

  it("updates a banner's text sent back with its id, and reorders", async () => {
    const { body: before } = await read(org);
    const [first, second] = before.banners;
    const { status } = await save(org, { version: before.version, banners: [second, { ...first, content: { ...first.content, text: "Summer sale" } }] });
    expect(status).toBe(200);
    const { body: after } = await read(org);
    expect(after.banners.map((b: { id: number; content: { text: string } }) => [b.id, b.content.text])).toEqual([
      [second.id, "Closed on Monday"],
      [first.id, "Summer sale"],
    ]);
  });

  it("takes the earlier form's shape (text and link at the top) and the spec's openState into the stored shape", async () => {
    const { body: before } = await read(org);
    const { status } = await save(org, {
      version: before.version,
      banners: [{ text: "Free delivery", link: { url: "/delivery", label: "How" }, openState: "top-half", isFixedAboveNavbar: true }],
    });
    expect(status).toBe(200);
    const { body: after } = await read(org);
    expect(after.banners[0]).toMatchObject({
      content: { text: "Free delivery", link: { url: "/delivery", label: "How" } },
      open_state: "top-half",
      is_fixed_above_navbar: true,
    });
  });

  it("asks for the text of a banner without one, names a bad duration, and saves nothing", async () => {
    const { body: before } = await read(org);
    const missing = await save(org, { version: before.version, banners: [{ position: "top" }] });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: "Banner 1: Please enter the banner's text", field: "banners.0.content.text" });
    const duration = await save(org, { version: before.version, banners: [{ content: { text: "Sale" }, dismissal_duration: "soon" }] });
    expect(duration.status).toBe(400);
    expect(duration.body.error).toBe("Banner 1: The dismissal duration must be a number and minutes, hours, days, months or years, e.g. 3 days");
    const { body: after } = await read(org);
    expect(after.banners).toEqual(before.banners);
    expect(after.version).toBe(before.version);
  });
});

/** Global Settings → Cookies: categories with their services (spec/visitor.md §3 "Cookie service"). */
describe("cookie services in the Global Settings save", () => {
  it("adds, edits, reorders and deletes a category's services, keeping their ids", async () => {
    const { body: before } = await read(org);
    const first = await save(org, {
      version: before.version,
      cookie_categories: [
        {
          name: "Analytics",
          description: "How the site is used",
          cookie_service: [{ name: "Plausible", description: "Visits", active: true }, { name: "Matomo" }, { name: "Hotjar" }],
        },
      ],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const { body: saved } = await read(org);
    const [category] = saved.cookie_categories;
    expect(category.cookie_service.map((s: { name: string; description: string; active: boolean }) => [s.name, s.description, s.active])).toEqual([
      ["Plausible", "Visits", true],
      ["Matomo", "", false],
      ["Hotjar", "", false],
    ]);
    const [plausible, matomo] = category.cookie_service;
    const second = await save(org, {
      version: saved.version,
      cookie_categories: [
        {
          ...category,
          cookie_service: [{ ...matomo, description: "Self-hosted", active: true }, { ...plausible, name: "Plausible Analytics" }, { name: "Fathom" }],
        },
      ],
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const { body: after } = await read(org);
    expect(
      after.cookie_categories[0].cookie_service.map((s: { id: number; name: string; description: string; active: boolean }) => [
        s.name,
        s.description,
        s.active,
        s.id === matomo.id || s.id === plausible.id,
      ]),
    ).toEqual([
      ["Matomo", "Self-hosted", true, true],
      ["Plausible Analytics", "Visits", true, true],
      ["Fathom", "", false, false],
    ]);
    expect(after.cookie_categories[0].cookie_service[0].id).toBe(matomo.id);
  });

  it("asks for a service's name, naming its category, and saves nothing", async () => {
    const { body: before } = await read(org);
    const category = before.cookie_categories[0];
    const { status, body } = await save(org, {
      version: before.version,
      cookie_categories: [{ ...category, cookie_service: [...category.cookie_service, { name: "  " }] }],
    });
    expect(status).toBe(400);
    expect(body).toEqual({ error: "Cookie category 1: Please enter a service name", field: "cookie_categories.0.cookie_service.3.name" });
    expect((await read(org)).body.cookie_categories).toEqual(before.cookie_categories);
  });
});
