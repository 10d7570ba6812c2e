/** Creates benchmark organizations, each on its own host, and seeds their home pages. */
import { call, expectStatus, type Site } from "./client";
import { homePage } from "./content";

export type SeededSite = Site & { name: string; organizationId: number; token: string; sections: { id: number; title: string }[]; checkText: string[] };

export type SeedOptions = {
  host?: string;
  name?: string;
  /** Must differ between organizations (accounts are global). */
  ownerEmail?: string;
  /** Sections and metrics per section (default 8 x 6); `label` marks every section title. */
  sections?: number;
  metrics?: number;
  label?: string;
};

const PASSWORD = "bench-password-9";

export async function seedSite(port: number, adminToken: string, options: SeedOptions = {}): Promise<SeededSite> {
  const host = options.host ?? "bench.localhost";
  const name = options.name ?? "Bench Studio";
  const owner = { email: options.ownerEmail ?? "owner@bench.test", password: PASSWORD };
  const operator = { host: "localhost", port, adminToken };
  const organization = await expectStatus<{ organization: { id: number } }>(201, operator, "/api/internal/organizations", {
    method: "POST",
    headers: { "x-onsite-admin-token": adminToken },
    body: { name, host, ownerEmail: owner.email, ownerPassword: owner.password },
  });
  const site: Site = { host, port, adminToken };
  const signIn = await expectStatus(200, site, "/api/auth/sign-in/email", { method: "POST", body: owner });
  const token = String(signIn.headers["set-auth-token"] ?? "");
  if (!token) throw new Error("sign-in returned no set-auth-token header");

  // Sections one after the other (their order is the page's), then each section's
  // metrics in parallel with the other sections'; a section's links keep its order.
  const seeds = homePage({ sections: options.sections, metrics: options.metrics, label: options.label });
  const sections: SeededSite["sections"] = [];
  for (const seed of seeds) {
    const created = await expectStatus<{ id: number }>(201, site, "/api/template-sections", { method: "POST", token, body: seed.body });
    sections.push({ id: created.body.id, title: String(seed.body.section_title) });
  }
  await Promise.all(
    seeds.map(async (seed, s) => {
      for (const metric of seed.metrics) {
        const created = await expectStatus<{ id: number }>(201, site, "/api/metrics", { method: "POST", token, body: metric });
        const path = `/api/template-sections/${sections[s]!.id}/metrics`;
        const linked = await call(site, path, { method: "POST", token, body: { metric_id: created.body.id } });
        if (linked.status >= 300) throw new Error(`POST ${path} answered ${linked.status}: ${linked.text.slice(0, 300)}`);
      }
    }),
  );
  const checkText = seeds.flatMap((seed) => [String(seed.body.section_title), ...seed.metrics.slice(-1).map((metric) => metric.title)]);
  return { ...site, name, organizationId: organization.body.organization.id, token, sections, checkText };
}

/** Fails unless the public home page shows every seeded section and metric checked. */
export async function checkHomePage(site: SeededSite) {
  const page = await expectStatus(200, site, "/");
  const missing = site.checkText.filter((text) => !page.text.includes(text));
  if (missing.length) throw new Error(`the home page of ${site.host} does not show: ${missing.join(", ")}`);
  return page;
}
