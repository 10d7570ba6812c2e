import { api, unique, type TestOrg } from "./client";

/**
 * Records the API tests make over real HTTP, as the organization's owner
 * unless a token says otherwise. Each throws with the server's answer when the
 * create is refused, so a broken fixture names its cause.
 */
async function create<T>(org: TestOrg, path: string, body: Record<string, unknown>, token: string): Promise<T> {
  const result = await api<T>(org.host, path, { method: "POST", body, token, port: org.port });
  if (result.status !== 201) throw new Error(`POST ${path} answered ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body;
}

export type CreatedSection = { id: number; version: number; url_page: string; section_title: string; order: number } & Record<string, any>;

/** A template section on the home page with a unique title, unless `fields` say otherwise. */
export const createSection = (org: TestOrg, fields: Record<string, unknown> = {}, token = org.owner.token) =>
  create<CreatedSection>(org, "/api/template-sections", { url_page: "/", section_title: unique("Section "), ...fields }, token);

export type CreatedMetric = { id: number; version: number; title: string } & Record<string, any>;

/** A metric in the organization's library. */
export const createMetric = (org: TestOrg, fields: Record<string, unknown> = {}, token = org.owner.token) =>
  create<CreatedMetric>(org, "/api/metrics", { title: unique("Metric "), description: "<p>Details</p>", ...fields }, token);

export type CreatedPost = Record<string, any> & { id: number; version: number; slug: string; title: string };

/** A published post with a unique slug. */
export const createPost = (org: TestOrg, fields: Record<string, unknown> = {}, token = org.owner.token) =>
  create<CreatedPost>(org, "/api/posts", { title: "A post", slug: unique("post-").toLowerCase(), ...fields }, token);

/** Adds a library metric to a section (at its end). */
export async function addSectionMetric(org: TestOrg, sectionId: number, metricId: number, token = org.owner.token) {
  const result = await api(org.host, `/api/template-sections/${sectionId}/metrics`, { method: "POST", body: { metric_id: metricId }, token, port: org.port });
  if (result.status >= 300) throw new Error(`Adding metric ${metricId} answered ${result.status}: ${JSON.stringify(result.body)}`);
}

/** Makes the organization's Global Settings list `key` exactly `items`, in order (the Global Settings save). */
export async function saveSettingsList(org: TestOrg, key: string, items: Record<string, unknown>[], token = org.owner.token) {
  const bundle = await api<{ version: number }>(org.host, `/api/organizations/${org.id}`, { token });
  const result = await api(org.host, `/api/organizations/${org.id}`, { method: "PUT", body: { version: bundle.body.version, [key]: items }, token });
  if (result.status !== 200) throw new Error(`Saving ${key} answered ${result.status}: ${JSON.stringify(result.body)}`);
}

export const saveFaqs = (org: TestOrg, faqs: Record<string, unknown>[], token = org.owner.token) => saveSettingsList(org, "faqs", faqs, token);
export const saveListings = (org: TestOrg, listings: Record<string, unknown>[], token = org.owner.token) => saveSettingsList(org, "listings", listings, token);
export const saveReviews = (org: TestOrg, reviews: Record<string, unknown>[], token = org.owner.token) => saveSettingsList(org, "reviews", reviews, token);
/** The cookie categories, each with its `cookie_service` list. */
export const saveCookieCategories = (org: TestOrg, categories: Record<string, unknown>[], token = org.owner.token) =>
  saveSettingsList(org, "cookie_categories", categories, token);

/** Makes the organization's pricing plans exactly `plans`, in order; answers them as saved. */
export async function savePricingPlans(org: TestOrg, plans: Record<string, unknown>[], token = org.owner.token): Promise<{ id: number; name: string }[]> {
  await saveSettingsList(org, "pricing_plans", plans, token);
  const saved = await api<{ pricing_plans: { id: number; name: string }[] }>(org.host, `/api/organizations/${org.id}`, { token });
  return saved.body.pricing_plans;
}
