import { describe, expect, it } from "vitest";
import { fetch } from "undici";
import { api, createOrg, loopback, siteUrl, type TestOrg } from "../support/client";
import { createSection } from "../support/fixtures";

/**
 * The contact form and the quote request posted by the browser itself, without (or
 * before) the page's scripts (issue 36 item 1): POST /api/messages/form takes the
 * form's urlencoded fields through the same pipeline as POST /api/messages and answers
 * 303 back to the form's page with the outcome in the query (never what was typed);
 * the page shows the spec's message there. Each test has its own organization, so the
 * per-address rate limit (10 in 10 minutes) is counted per test.
 */
type Fields = Record<string, string | string[]>;

const encode = (fields: Fields) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(key, one);
  return body.toString();
};

/** A browser's form post from the site's own page (its Origin), not following the redirect. */
async function post(org: TestOrg, body: string, contentType = "application/x-www-form-urlencoded") {
  const response = await fetch(siteUrl(org.host, "/api/messages/form"), {
    method: "POST",
    headers: { "content-type": contentType, origin: new URL(siteUrl(org.host)).origin },
    body,
    redirect: "manual",
    dispatcher: loopback,
  });
  const text = await response.text();
  return { status: response.status, location: response.headers.get("location"), text };
}

const contact = (anchor: string, extra: Fields = {}): Fields => ({
  kind: "contact",
  name: "Nora Noscript",
  email: "nora@example.com",
  phone: "",
  message: "Can you call me back?",
  page: "/",
  anchor,
  ...extra,
});
const messagesOf = async (org: TestOrg) => (await api(org.host, "/api/messages", { token: org.owner.token })).body.messages as Record<string, any>[];
const page = async (org: TestOrg, path: string) => {
  const response = await fetch(siteUrl(org.host, path), { dispatcher: loopback });
  return { status: response.status, html: await response.text(), cache: response.headers.get("x-onsite-cache") };
};

/** A new organization whose home page has a contact section; answers it and the form's anchor. */
async function contactSite() {
  const org = await createOrg(undefined, undefined, { language: "en" });
  const section = await createSection(org, { section_title: "Write to us", section_type: "contact" });
  return { org, anchor: `contact-${section.id}` };
}

describe("POST /api/messages/form (contact, no scripts)", () => {
  it("stores the message and answers 303 to the form's page with contact=sent; the page then shows the thank-you text", async () => {
    const { org, anchor } = await contactSite();
    const answer = await post(org, encode(contact(anchor)));
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/?contact=sent#${anchor}`);
    const [stored] = await messagesOf(org);
    expect(stored).toMatchObject({ kind: "contact", name: "Nora Noscript", email: "nora@example.com", message: "Can you call me back?", page: "/" });

    const shown = await page(org, "/?contact=sent");
    expect(shown.status).toBe(200);
    // The page's catalog holds every text, so the tests look for the rendered element.
    expect(shown.html).toContain("Thank you! Your message has been sent.</p>");
    expect(shown.html).toContain("data-contact-sent");
    // The plain page stays the form for everyone (asked twice: the second answer is the kept one).
    for (let i = 0; i < 2; i += 1) {
      const plain = await page(org, "/");
      expect(plain.html).not.toContain("data-contact-sent");
      expect(plain.html).toContain('action="/api/messages/form" method="post"');
    }
  });

  it("refuses bad input with 303 and the refusal's code, which the page words as the spec does; stores nothing", async () => {
    const { org, anchor } = await contactSite();
    const cases: [Fields, string, string][] = [
      [{ name: "" }, "nameRequired", "Name is required"],
      [{ email: "" }, "emailRequired", "Email is required"],
      [{ email: "nora@" }, "emailInvalid", "Please enter a valid email address"],
      [{ phone: "call me" }, "phoneInvalid", "Please enter a valid phone number"],
      [{ message: "   " }, "messageRequired", "Message is required"],
    ];
    for (const [fields, code, words] of cases) {
      const answer = await post(org, encode(contact(anchor, fields)));
      expect(answer.status).toBe(303);
      expect(answer.location).toBe(`/?contact=${code}#${anchor}`);
      const shown = await page(org, `/?contact=${code}`);
      expect(shown.html).toContain(`>${words}</p>`);
      expect(shown.html).toContain('aria-invalid="true"');
    }
    expect(await messagesOf(org)).toEqual([]);
  });

  it("refuses an unreadable body, another type, a page of another site and another site's post with 4xx, never a redirect elsewhere", async () => {
    const { org, anchor } = await contactSite();
    expect((await post(org, encode(contact(anchor)), "application/json")).status).toBe(415);
    const broken = await post(org, "name=%E0%A4&email=a%40b.co&message=hi&page=%2F");
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.text)).toEqual({ error: "The form could not be read: it is not valid percent-encoded UTF-8." });
    for (const away of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "contact"]) {
      const answer = await post(org, encode(contact(anchor, { page: away })));
      expect(answer.status, away).toBe(400);
      expect(answer.location).toBeNull();
    }
    const crossSite = await fetch(siteUrl(org.host, "/api/messages/form"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: encode(contact(anchor)),
      redirect: "manual",
      dispatcher: loopback,
    });
    expect(crossSite.status).toBe(403);
    expect((await post(org, encode(contact(anchor, { message: "x".repeat(40_000) })))).status).toBe(413);
    expect(await messagesOf(org)).toEqual([]);
  });
});

describe("POST /api/messages/form (rate limits, quote)", () => {
  it("keeps the rate limit of the JSON API: the 11th post from one address in 10 minutes comes back with contact=tooMany and is not stored", async () => {
    const { org, anchor } = await contactSite();
    for (let i = 0; i < 10; i += 1) expect((await post(org, encode(contact(anchor, { message: `Message ${i}` })))).location).toBe(`/?contact=sent#${anchor}`);
    const refused = await post(org, encode(contact(anchor, { message: "One too many" })));
    expect(refused.status).toBe(303);
    expect(refused.location).toBe(`/?contact=tooMany#${anchor}`);
    expect(await messagesOf(org)).toHaveLength(10);
    expect((await page(org, "/?contact=tooMany")).html).toContain(">Too many requests. Please wait a moment and try again.</p>");
  });

  it("stores a quote request with the lines the hidden fields carry, priced by the server", async () => {
    const org = await createOrg();
    const bundle = await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token });
    const saved = await api(org.host, `/api/organizations/${org.id}`, {
      method: "PUT",
      token: org.owner.token,
      body: { version: bundle.body.version, pricing_plans: [{ name: "Starter", price: 900, currency_symbol: "€" }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const plan = (await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body.pricing_plans[0].id as number;
    const answer = await post(
      org,
      encode({ kind: "quote", name: "Quinn", email: "quinn@example.com", message: "", page: "/basket", plan_id: [String(plan)], quantity: ["3"] }),
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/basket?quote=sent");
    const [stored] = await messagesOf(org);
    expect(stored).toMatchObject({ kind: "quote", name: "Quinn", lines: [{ plan_id: plan, name: "Starter", price: 900, quantity: 3 }] });
    const empty = await post(org, encode({ kind: "quote", name: "Quinn", email: "quinn@example.com", page: "/basket" }));
    expect(empty.location).toBe("/basket?quote=basketEmpty");
  });
});
