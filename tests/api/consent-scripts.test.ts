import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, member, type TestOrg } from "../support/client";
import { rawGet } from "../support/raw";

/**
 * Scripts loaded after consent (issue 21): a service's script URL, declared in Global
 * Settings → Cookies, is allowed by the organization's pages' Content-Security-Policy
 * (its origin only, in script-src), by no other organization's; a script URL that is not
 * a plain http(s) address is refused and nothing is stored.
 */
type Category = {
  id: number;
  key: string;
  description: string;
  cookie_service: { id: number; name: string; description: string; script_url: string | null }[];
};

const read = (org: TestOrg, token = org.owner.token) => api(org.host, `/api/organizations/${org.id}`, { token });
async function saveCategories(org: TestOrg, cookie_categories: unknown[], token = org.owner.token) {
  const { body } = await read(org, token);
  return api(org.host, `/api/organizations/${org.id}`, { method: "PUT", token, body: { version: body.version, cookie_categories } });
}
const categories = (org: TestOrg) => api<Category[]>(org.host, "/api/cookies/categories");
const scriptSrc = async (org: TestOrg) => {
  const page = await rawGet(org.host, "/");
  expect(page.status).toBe(200);
  const policy = String(page.headers["content-security-policy"]);
  return policy.split("; ").find((directive) => directive.startsWith("script-src "))!;
};

let alpha: TestOrg;
let beta: TestOrg;

beforeAll(async () => {
  [alpha, beta] = await Promise.all([createOrg("Alpha Scripts Co"), createOrg("Beta Scripts Co")]);
});

describe("declared scripts in the Content-Security-Policy", () => {
  it("allows the declared script's origin on the organization's pages after the save, and on no other organization's", async () => {
    // Kept in the page cache with the policy it had before the declaration.
    expect(await scriptSrc(alpha)).not.toContain("analytics.example");
    expect(await scriptSrc(alpha)).not.toContain("analytics.example");
    const saved = await saveCategories(alpha, [
      { name: "Essential", cookie_service: [{ name: "Session" }] },
      {
        name: "Analytics",
        cookie_service: [
          { name: "Stats", script_url: "https://analytics.example/script.js" },
          { name: "More stats", script_url: "https://analytics.example/other.js?v=2" },
        ],
      },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const own = await scriptSrc(alpha);
    expect(own).toMatch(/^script-src 'self' https:\/\/analytics\.example( 'sha256-[A-Za-z0-9+/]+=*')*$/);
    // Again, from the cache: the same policy.
    expect(await scriptSrc(alpha)).toBe(own);
    expect(await scriptSrc(beta)).not.toContain("analytics.example");
    expect(await scriptSrc(beta)).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*$/);
  });

  it("drops the origin once no service declares it", async () => {
    const saved = await saveCategories(alpha, [{ name: "Essential", cookie_service: [{ name: "Session" }] }]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await scriptSrc(alpha)).not.toContain("analytics.example");
    const again = await saveCategories(alpha, [{ name: "Analytics", cookie_service: [{ name: "Stats", script_url: "https://analytics.example/script.js" }] }]);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await scriptSrc(alpha)).toContain(" https://analytics.example");
  });

  it.each([
    "javascript:alert(1)",
    "https://analytics.example/a b.js",
    `https://analytics.example/"x.js`,
    "https://analytics.example/'x.js",
    "https://analytics.example/x.js;script-src *",
    "https://*.example/x.js",
    "https://user:secret@analytics.example/x.js",
  ])("refuses the script URL %s with 400 and stores nothing", async (url) => {
    const before = (await categories(alpha)).body;
    const policy = await scriptSrc(alpha);
    const { status, body } = await saveCategories(alpha, [{ name: "Analytics", cookie_service: [{ name: "Bad", script_url: url }] }]);
    expect(status).toBe(400);
    expect(body.error).toContain("The script URL must be a full http:// or https:// address.");
    expect((await categories(alpha)).body).toEqual(before);
    expect(await scriptSrc(alpha)).toBe(policy);
  });
});

describe("only the owner declares scripts (issue 36, item 17)", () => {
  const OWNER_ONLY = "Only the site's owner can add or change a script URL. Nothing was saved.";
  let org: TestOrg;
  let admin: { token: string };
  type Stored = {
    id: number;
    name: string;
    description: string | null;
    cookie_service: { id: number; name: string; description: string | null; script_url: string | null }[];
  };
  const stored = async () => (await read(org)).body.cookie_categories as Stored[];

  beforeAll(async () => {
    org = await createOrg("Owner Scripts Co");
    admin = await member(org, "admin");
    const saved = await saveCategories(org, [
      { name: "Essential", cookie_service: [{ name: "Session" }] },
      { name: "Analytics", cookie_service: [{ name: "Stats", script_url: "https://analytics.example/script.js" }] },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  /** The stored list as the editor sends it back, with `change` applied to the Analytics service. */
  const edited = async (change: (service: Record<string, unknown>) => void, extra: Record<string, unknown>[] = []) => {
    const categories = (await stored()).map((category) => ({
      id: category.id,
      name: category.name,
      description: category.description ?? "",
      cookie_service: category.cookie_service.map((service) => ({
        id: service.id,
        name: service.name,
        description: service.description ?? "",
        script_url: service.script_url,
      })),
    }));
    change(categories[1]!.cookie_service[0]!);
    categories[1]!.cookie_service.push(...(extra as never[]));
    return categories;
  };

  it.each([
    ["changing a script URL", (service: Record<string, unknown>) => (service.script_url = "https://evil.example/steal.js"), []],
    ["adding a service with a script URL", () => {}, [{ name: "More", script_url: "https://evil.example/steal.js" }]],
  ])("refuses an admin %s with 403 and stores nothing", async (_, change, extra) => {
    const before = await stored();
    const policy = await scriptSrc(org);
    const { status, body } = await saveCategories(org, await edited(change, extra), admin.token);
    expect(status).toBe(403);
    expect(body.error).toBe(OWNER_ONLY);
    expect(await stored()).toEqual(before);
    expect(await scriptSrc(org)).toBe(policy);
    expect(policy).not.toContain("evil.example");
  });

  it("lets an admin edit the other fields: the script URLs stay", async () => {
    const saved = await saveCategories(org, await edited((service) => (service.description = "Counts visits, by an admin")), admin.token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const service = (await stored())[1]!.cookie_service[0]!;
    expect(service.description).toBe("Counts visits, by an admin");
    expect(service.script_url).toBe("https://analytics.example/script.js");
  });

  it("lets the owner change and add script URLs", async () => {
    const saved = await saveCategories(
      org,
      await edited((service) => (service.script_url = "https://analytics.example/v2.js"), [{ name: "More", script_url: "https://stats.example/more.js" }]),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await stored())[1]!.cookie_service.map((service) => service.script_url)).toEqual([
      "https://analytics.example/v2.js",
      "https://stats.example/more.js",
    ]);
    expect(await scriptSrc(org)).toContain(" https://stats.example");
  });
});
