import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, unique, type TestOrg } from "../support/client";
import { addSectionMetric, createMetric, createPost, createSection, saveCookieCategories, saveSettingsList } from "../support/fixtures";
import { rawGet } from "../support/raw";

/**
 * What a save declares it changed is all it invalidates (issue 39): a write that no
 * public page shows (a chat reply from the inbox, a booking's status, a visitor's
 * consent) leaves every page of the organization a cache hit.
 */
let org: TestOrg;
let pages: string[];

/** Each of the organization's pages, asked until it is a cache hit. */
async function warmAll() {
  for (const path of pages) {
    expect((await rawGet(org.host, path)).status).toBe(200);
    expect((await rawGet(org.host, path)).headers["x-onsite-cache"], path).toBe("HIT");
  }
}

async function expectAllHits() {
  for (const path of pages) expect((await rawGet(org.host, path)).headers["x-onsite-cache"], path).toBe("HIT");
}

beforeAll(async () => {
  org = await createOrg(unique("Effects "));
  const post = await createPost(org, { title: "Opening hours", content: "<p>Open every day.</p>", display_config: { display_as_blog_post: true } });
  pages = ["/", `/${post.slug}`, "/blog"];
});

describe("writes that change no page", () => {
  it("a chat reply from the inbox leaves every page a cache hit", async () => {
    const started = await api(org.host, "/api/help/conversations", { method: "POST", body: { name: "Ann", message: "Do you open on Sundays?", page: "/" } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const inbox = await api(org.host, "/api/help/inbox", { token: org.owner.token });
    const conversation = inbox.body.conversations.find((c: { last_message: string }) => c.last_message === "Do you open on Sundays?") as { id: number };
    await warmAll();
    const reply = await api(org.host, `/api/help/inbox/${conversation.id}/messages`, {
      method: "POST",
      body: { message: "Yes, from ten." },
      token: org.owner.token,
    });
    expect(reply.status).toBe(201);
    await expectAllHits();
  });

  it("a booking's status change leaves every page a cache hit", async () => {
    await saveSettingsList(org, "meeting_types", [
      { name: "Intro call", duration_minutes: 30, is_active: true, is_customer_choice: true, booking_window_days: 60 },
    ]);
    const [type] = (await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body.meeting_types as { id: number }[];
    const days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
    await saveSettingsList(
      org,
      "meeting_hours",
      days.map((day) => ({ day, start_time: "00:00", end_time: "23:30" })),
    );
    let slot: { start: string; available: boolean } | undefined;
    for (let ahead = 2; !slot && ahead < 9; ahead++) {
      const date = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
      const slots = await api(org.host, `/api/meetings/available-slots?organization_id=${org.id}&date=${date}&is_admin=false&meeting_type_id=${type!.id}`);
      slot = (slots.body.slots as { start: string; available: boolean }[]).find((s) => s.available);
    }
    const booked = await api(org.host, "/api/meetings/bookings", {
      method: "POST",
      body: { organization_id: org.id, customer_name: "Ann", customer_email: "ann@example.com", meeting_type_id: type!.id, scheduled_at: slot!.start },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    await warmAll();
    const changed = await api(org.host, `/api/meetings/bookings/${booked.body.id}`, { method: "PATCH", body: { status: "confirmed" }, token: org.owner.token });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await expectAllHits();
  });

  it("a visitor's consent leaves every page a cache hit", async () => {
    await saveCookieCategories(org, [{ name: "Essential", cookie_service: [{ name: "Session", active: true }] }]);
    const categories = await api<{ cookie_service: { id: number }[] }[]>(org.host, "/api/cookies/categories");
    const services = categories.body.flatMap((category) => category.cookie_service.map((service) => service.id));
    await warmAll();
    const consent = await api(org.host, "/api/cookies/consent", {
      method: "POST",
      body: { organization_id: org.id, consent_given: true, services, consent_id: unique("cid-").replace(/[^A-Za-z0-9-]/g, "") },
    });
    expect(consent.status, JSON.stringify(consent.body)).toBe(201);
    await expectAllHits();
  });
});

describe("a section save invalidates its page's blocks only", () => {
  it("leaves another page that does not show the section cached; its own page shows the save on the next request", async () => {
    const site = await createOrg(unique("Keys "));
    const page = await api(site.host, "/api/pages", { method: "POST", body: { title: "About", slug: "about" }, token: site.owner.token });
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    await createSection(site, { url_page: "/", section_title: "Welcome home" });
    const about = await createSection(site, { url_page: "/about", section_title: "Who we are" });
    for (const path of ["/", "/about"]) {
      expect((await rawGet(site.host, path)).status, path).toBe(200);
      expect((await rawGet(site.host, path)).headers["x-onsite-cache"], path).toBe("HIT");
    }
    const saved = await api(site.host, `/api/template-sections/${about.id}`, {
      method: "PUT",
      body: { section_title: "Who we are now" },
      token: site.owner.token,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const home = await rawGet(site.host, "/");
    expect(home.headers["x-onsite-cache"]).toBe("HIT");
    expect(home.text).toContain("Welcome home");
    const own = await rawGet(site.host, "/about");
    expect(own.headers["x-onsite-cache"]).not.toBe("HIT");
    expect(own.text).toContain("Who we are now");
    expect((await rawGet(site.host, "/about")).headers["x-onsite-cache"]).toBe("HIT");
  });

  it("a section moved to another page (the page it left is not known to the save) renders every page again", async () => {
    const site = await createOrg(unique("Moves "));
    const page = await api(site.host, "/api/pages", { method: "POST", body: { title: "About", slug: "about" }, token: site.owner.token });
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    const moving = await createSection(site, { url_page: "/", section_title: "Moving on" });
    await createSection(site, { url_page: "/about", section_title: "Staying" });
    for (const path of ["/", "/about"]) {
      await rawGet(site.host, path);
      expect((await rawGet(site.host, path)).headers["x-onsite-cache"], path).toBe("HIT");
    }
    const moved = await api(site.host, `/api/template-sections/${moving.id}`, { method: "PUT", body: { url_page: "/about" }, token: site.owner.token });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const home = await rawGet(site.host, "/");
    expect(home.headers["x-onsite-cache"]).not.toBe("HIT");
    expect(home.text).not.toContain("Moving on");
    expect((await rawGet(site.host, "/about")).text).toContain("Moving on");
  });
});

/** Each path asked until it is a cache hit. */
async function warm(site: TestOrg, paths: string[]) {
  for (const path of paths) {
    expect((await rawGet(site.host, path)).status, path).toBe(200);
    expect((await rawGet(site.host, path)).headers["x-onsite-cache"], path).toBe("HIT");
  }
}

/** A site with an About page showing one section of its own, and a home page with another. */
async function siteWithAbout(prefix: string) {
  const site = await createOrg(unique(prefix));
  const page = await api(site.host, "/api/pages", { method: "POST", body: { title: "About", slug: "about" }, token: site.owner.token });
  expect(page.status, JSON.stringify(page.body)).toBe(201);
  await createSection(site, { url_page: "/", section_title: "Welcome home" });
  const about = await createSection(site, { url_page: "/about", section_title: "Who we are" });
  return { site, about };
}

const owner = (site: TestOrg) => site.owner.token;

describe("the other editors' saves invalidate their keys only", () => {
  it("a menu save renders every page again (the header is on each), and each shows the new item", async () => {
    const { site } = await siteWithAbout("Menus ");
    await warm(site, ["/", "/about"]);
    const item = await api(site.host, "/api/menu-items", {
      method: "POST",
      body: { organization_id: site.id, display_name: "Opening times", url_name: "opening-times", is_displayed: true, is_displayed_on_footer: true },
      token: owner(site),
    });
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    for (const path of ["/", "/about"]) {
      const shown = await rawGet(site.host, path);
      expect(shown.headers["x-onsite-cache"], path).not.toBe("HIT");
      expect(shown.text, path).toContain("Opening times");
    }
  });

  it("a post edit leaves pages that do not show it cached; the post and the blog show the edit on the next request", async () => {
    const { site } = await siteWithAbout("Posts ");
    const post = await createPost(site, { title: "Opening hours", content: "<p>Open every day.</p>", display_config: { display_as_blog_post: true } });
    await warm(site, ["/about", `/${post.slug}`, "/blog"]);
    const edited = await api(site.host, `/api/posts/${post.slug}`, {
      method: "PATCH",
      body: { title: "Opening hours in winter", version: post.version },
      token: owner(site),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const about = await rawGet(site.host, "/about");
    expect(about.headers["x-onsite-cache"]).toBe("HIT");
    expect(about.text).toContain("Who we are");
    for (const path of [`/${post.slug}`, "/blog"]) {
      const shown = await rawGet(site.host, path);
      expect(shown.headers["x-onsite-cache"], path).not.toBe("HIT");
      expect(shown.text, path).toContain("Opening hours in winter");
    }
    // A delete: the post's address is gone at once, the blog no longer lists it, /about stays cached.
    await warm(site, ["/blog"]);
    expect((await api(site.host, `/api/posts/${post.slug}`, { method: "DELETE", token: owner(site) })).status).toBe(200);
    expect((await rawGet(site.host, `/${post.slug}`)).status).toBe(404);
    expect((await rawGet(site.host, "/blog")).text).not.toContain("Opening hours in winter");
    expect((await rawGet(site.host, "/about")).headers["x-onsite-cache"]).toBe("HIT");
  });

  it("a banner save (Global Settings, General fields sent unchanged) renders the pages again with the banner", async () => {
    const { site } = await siteWithAbout("Banners ");
    await warm(site, ["/", "/about"]);
    const loaded = (await api(site.host, `/api/organizations/${site.id}`, { token: owner(site) })).body;
    const saved = await api(site.host, `/api/organizations/${site.id}`, {
      method: "PUT",
      body: {
        version: loaded.version,
        settingsData: { site: loaded.settings.site, language: loaded.settings.language },
        banners: [{ content: { text: "Winter sale today" } }],
      },
      token: owner(site),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    for (const path of ["/", "/about"]) {
      const shown = await rawGet(site.host, path);
      expect(shown.headers["x-onsite-cache"], path).not.toBe("HIT");
      expect(shown.text, path).toContain("Winter sale today");
    }
  });

  it("a FAQ save renders again only the page that shows the FAQs; a changed site title renders every page again", async () => {
    const { site } = await siteWithAbout("Faqs ");
    const help = await api(site.host, "/api/pages", { method: "POST", body: { title: "Questions", slug: "questions" }, token: owner(site) });
    expect(help.status, JSON.stringify(help.body)).toBe(201);
    await createSection(site, { url_page: "/questions", section_type: "faq", section_title: "Asked often" });
    await saveSettingsList(site, "faqs", [{ question: "Do you deliver?", answer: "Within the city." }]);
    await warm(site, ["/", "/about", "/questions"]);
    const loaded = (await api(site.host, `/api/organizations/${site.id}`, { token: owner(site) })).body;
    const saved = await api(site.host, `/api/organizations/${site.id}`, {
      method: "PUT",
      body: {
        version: loaded.version,
        settingsData: { site: loaded.settings.site },
        faqs: [{ id: loaded.faqs[0].id, question: "Do you deliver on Sundays?", answer: "Within the city." }],
      },
      token: owner(site),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    for (const path of ["/", "/about"]) expect((await rawGet(site.host, path)).headers["x-onsite-cache"], path).toBe("HIT");
    const questions = await rawGet(site.host, "/questions");
    expect(questions.headers["x-onsite-cache"]).not.toBe("HIT");
    expect(questions.text).toContain("Do you deliver on Sundays?");

    await warm(site, ["/questions"]);
    const titled = await api(site.host, `/api/organizations/${site.id}`, {
      method: "PUT",
      body: { version: saved.body.version, settingsData: { site: "Corner Shop Online" } },
      token: owner(site),
    });
    expect(titled.status, JSON.stringify(titled.body)).toBe(200);
    for (const path of ["/", "/about", "/questions"]) {
      const shown = await rawGet(site.host, path);
      expect(shown.headers["x-onsite-cache"], path).not.toBe("HIT");
      expect(shown.text, path).toContain("Corner Shop Online");
    }
  });

  it("a metric edit renders again the pages whose sections show it; a section delete its own page only", async () => {
    const { site, about } = await siteWithAbout("Metrics ");
    const metric = await createMetric(site, { title: "Happy customers", description: "<p>Since 2010</p>", is_title_displayed: true });
    await addSectionMetric(site, about.id, metric.id);
    const extra = await createSection(site, { url_page: "/about", section_title: "Our team" });
    await warm(site, ["/", "/about"]);
    const edited = await api(site.host, `/api/metrics/${metric.id}`, { method: "PATCH", body: { title: "Delighted customers" }, token: owner(site) });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await rawGet(site.host, "/")).headers["x-onsite-cache"]).toBe("HIT");
    const shown = await rawGet(site.host, "/about");
    expect(shown.headers["x-onsite-cache"]).not.toBe("HIT");
    expect(shown.text).toContain("Delighted customers");

    await warm(site, ["/about"]);
    const deleted = await api(site.host, `/api/template-sections/${extra.id}`, { method: "DELETE", token: owner(site) });
    expect(deleted.body).toEqual({ deleted: true, id: extra.id });
    expect((await rawGet(site.host, "/")).headers["x-onsite-cache"]).toBe("HIT");
    const after = await rawGet(site.host, "/about");
    expect(after.headers["x-onsite-cache"]).not.toBe("HIT");
    expect(after.text).not.toContain("Our team");
  });
});

describe("a block saved in its place invalidates its own record only (issue 39, record keys)", () => {
  const titlesOf = async (site: TestOrg) =>
    (await api<{ section_title: string }[]>(site.host, "/api/template-sections?url_page=/about")).body.map((section) => section.section_title);

  it("a section's text edit: its page shows it beside the page's other blocks, in order, on the next request; another page stays a hit", async () => {
    const { site, about } = await siteWithAbout("Records ");
    await createSection(site, { url_page: "/about", section_title: "Our team" });
    await warm(site, ["/", "/about"]);
    expect(await titlesOf(site)).toEqual(["Who we are", "Our team"]);

    const saved = await api(site.host, `/api/template-sections/${about.id}`, {
      method: "PUT",
      body: { section_title: "Who we are today" },
      token: owner(site),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await rawGet(site.host, "/")).headers["x-onsite-cache"]).toBe("HIT");
    const shown = await rawGet(site.host, "/about");
    expect(shown.headers["x-onsite-cache"]).not.toBe("HIT");
    expect(shown.text).not.toContain("Who we are<");
    expect(shown.text.indexOf("Who we are today")).toBeGreaterThan(-1);
    expect(shown.text.indexOf("Our team")).toBeGreaterThan(shown.text.indexOf("Who we are today"));
    expect((await rawGet(site.host, "/about")).headers["x-onsite-cache"]).toBe("HIT");
    expect(await titlesOf(site)).toEqual(["Who we are today", "Our team"]);
  });

  it("a metric added to a section, a heading's and a hero's edits show on their page; a layout save shows the new order; another page stays a hit", async () => {
    const { site, about } = await siteWithAbout("Blocks ");
    const team = await createSection(site, { url_page: "/about", section_title: "Our team" });
    const heading = await api(site.host, "/api/template-heading-sections", {
      method: "POST",
      body: { url_page: "/about", name: "Heading before", description_text: "<p>Hi</p>" },
      token: owner(site),
    });
    expect(heading.status, JSON.stringify(heading.body)).toBe(201);
    const hero = await api(site.host, "/api/hero-sections", { method: "POST", body: { url_page: "/about", title: "Hero before" }, token: owner(site) });
    expect(hero.status, JSON.stringify(hero.body)).toBe(201);
    const metric = await createMetric(site, { title: "Happy customers", description: "<p>Since 2010</p>", is_title_displayed: true });

    const expectSaved = async (text: string) => {
      expect((await rawGet(site.host, "/")).headers["x-onsite-cache"], text).toBe("HIT");
      const shown = await rawGet(site.host, "/about");
      expect(shown.headers["x-onsite-cache"], text).not.toBe("HIT");
      expect(shown.text, text).toContain(text);
      for (const other of ["Who we are", "Our team"]) expect(shown.text, text).toContain(other);
      return shown.text;
    };

    await warm(site, ["/", "/about"]);
    await addSectionMetric(site, team.id, metric.id);
    await expectSaved("Happy customers");

    await warm(site, ["/about"]);
    const named = await api(site.host, `/api/template-heading-sections/${heading.body.id}`, {
      method: "PUT",
      body: { name: "Heading after" },
      token: owner(site),
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(await expectSaved("Heading after")).not.toContain("Heading before");

    await warm(site, ["/about"]);
    const titled = await api(site.host, `/api/hero-sections/${hero.body.id}`, { method: "PUT", body: { title: "Hero after" }, token: owner(site) });
    expect(titled.status, JSON.stringify(titled.body)).toBe(200);
    expect(await expectSaved("Hero after")).not.toContain("Hero before");

    await warm(site, ["/about"]);
    const reordered = await api(site.host, "/api/page-layout", {
      method: "PUT",
      body: {
        url_page: "/about",
        sections: [
          { id: team.id, type: "template_section", order: 1 },
          { id: about.id, type: "template_section", order: 2 },
        ],
      },
      token: owner(site),
    });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    const text = await expectSaved("Our team");
    expect(text.indexOf("Our team")).toBeLessThan(text.indexOf("Who we are"));
    expect(await titlesOf(site)).toEqual(["Our team", "Who we are"]);
  });
});
