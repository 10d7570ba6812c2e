import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrg, unique, type TestOrg } from "../support/client";
import { VARIANTS } from "../support/hub";
import { startMailCatcher, type ReceivedMail } from "../support/mail";
import { admin as onPostgres, ADMIN_URL, databaseUrl, postgresTemplate } from "../support/postgres-template";
import { rawGet } from "../support/raw";
import { startServer, type RunningServer } from "../support/server";
import { meetingsClient } from "./meetings-support";

/**
 * Scheduled publishing (issue 43 §1): a post or page published or unpublished at a time,
 * by the server on its own (no request makes it happen), once; a change that cannot apply
 * is listed as failed, shown on the dashboard and mailed to the owners and admins.
 *
 * On a server of the file's own, on a database of its own, with the `mail` server's settings
 * and an SMTP sink of its own: every instance on a database applies its due changes, and on
 * PostgreSQL the project's servers share one database, so the project's server or another
 * shared one (without SMTP_URL: its mails go to its outbox) took the failing change about as
 * often as the `mail` server did, and the wait for the failure mail never ended.
 */
type Change = {
  id: number;
  subject_id: number;
  subject_kind: string;
  subject_title: string;
  action: string;
  at: string;
  status: string;
  error: string | null;
  applied_at: string | null;
};

let app: RunningServer;
let env: Record<string, string>;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
/** The sink's mails, as the meetings helpers read them. */
const mail = {
  to: async (to: string) => catcher.to(to),
  next: (to: string, match?: (mail: ReceivedMail) => boolean, after?: number) => catcher.next(to, match, after),
};
/** On PostgreSQL, the file's database (dropped after). */
const database = process.env.DATABASE_URL ? `onsite_scheduled_${unique("").toLowerCase()}` : null;
let org: TestOrg;
let other: TestOrg;
let admin: { email: string; token: string };
let editor: { email: string; token: string };
const client = meetingsClient(
  () => app,
  () => mail,
);
const { call } = client;

const SITE = "Schedule Studio";
const schedule = (body: unknown, token: string | undefined = org.owner.token, target = org) =>
  call(target.host, "/api/scheduled-changes", { method: "POST", body, token });
const list = async (token = org.owner.token) => {
  const answer = await call(org.host, "/api/scheduled-changes", { token });
  expect(answer.status).toBe(200);
  return answer.body as Change[];
};
/** An instant `ms` from now, as the form sends it. */
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const MINUTE = 60_000;

/** Reads the list (a second apart; reading applies nothing) until the server has applied the change or given up on it. */
async function settled(id: number): Promise<Change> {
  const statusOf = async () => (await list()).find((c) => c.id === id)?.status;
  await expect.poll(statusOf, { timeout: 2 * MINUTE, interval: 1_000 }).not.toBe("scheduled");
  return (await list()).find((c) => c.id === id)!;
}

/** A change one minute ahead, and the ticker's period after it: a generous wait. */
const WAIT = 3 * MINUTE;

const createPost = async (title: string, shown: boolean) => {
  const created = await call(org.host, "/api/posts", {
    method: "POST",
    body: { title, slug: unique("sched-").toLowerCase(), content: "<p>Hello.</p>", display_config: { display_this_post: shown } },
    token: org.owner.token,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: number; slug: string; version: number };
};
const createPage = async (title: string) => {
  const created = await call(org.host, "/api/pages", { method: "POST", body: { title, slug: unique("sched-page-").toLowerCase() }, token: org.owner.token });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: number; slug: string };
};
const visitorStatus = async (slug: string) => (await rawGet(org.host, `/${slug}`, {}, app.port)).status;

let hiddenPost: { id: number; slug: string; version: number };
let shownPage: { id: number; slug: string };
let doomedPage: { id: number; slug: string };
let publishId: number;
let unpublishId: number;
let failingId: number;
let due: number;

beforeAll(async () => {
  catcher = await startMailCatcher();
  // One secret for the server and its restart (the members' sessions hold across it).
  env = { ...VARIANTS.mail(catcher.port), BETTER_AUTH_SECRET: `test-secret-${unique("")}` };
  if (database) {
    await onPostgres(`CREATE DATABASE ${database} TEMPLATE ${await postgresTemplate(ADMIN_URL)}`);
    env.DATABASE_URL = databaseUrl(database);
  }
  app = await startServer({ env });
  [org, other] = await Promise.all([
    createOrg(SITE, app, { host: `${unique("sched")}.localhost`, siteTitle: SITE }),
    createOrg(undefined, app, { host: `${unique("sched-other")}.localhost` }),
  ]);
  [admin, editor] = await Promise.all([client.account(org, "admin"), client.account(org, "editor")]);
  [hiddenPost, shownPage, doomedPage] = await Promise.all([createPost("Spring sale", false), createPage("Winter hours"), createPage("Old offer")]);
  // The visitor's pages as they are before (and cached so: the change must reach them).
  expect(await visitorStatus(hiddenPost.slug)).toBe(404);
  expect(await visitorStatus(shownPage.slug)).toBe(200);
  // All three about one minute ahead (a second apart, so they are listed and applied in this order): the file waits for one minute once.
  due = Date.now() + MINUTE;
  const at = (seconds: number) => new Date(due + seconds * 1000).toISOString();
  const [publish, unpublish, failing] = await Promise.all([
    schedule({ subject_id: hiddenPost.id, action: "publish", at: at(0) }, editor.token),
    schedule({ subject_id: shownPage.id, action: "unpublish", at: at(1) }),
    schedule({ subject_id: doomedPage.id, action: "publish", at: at(2) }, admin.token),
  ]);
  for (const answer of [publish, unpublish, failing]) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  [publishId, unpublishId, failingId] = [publish.body.id, unpublish.body.id, failing.body.id];
  // The page it was to publish is deleted before its time: the change cannot apply.
  expect((await call(org.host, `/api/pages/${doomedPage.id}`, { method: "DELETE", token: org.owner.token })).status).toBe(200);
  // A server start of its own (up to 180 s on a busy machine) and the accounts: more than the project's 200 s hook allowance.
}, 5 * MINUTE);

afterAll(async () => {
  await Promise.all([app?.stop(), catcher?.stop()]);
  if (database) await onPostgres(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  else if (app) fs.rmSync(app.dataDir, { recursive: true, force: true });
});

describe("scheduling a change", () => {
  it("lists what is scheduled, soonest first, with the post's or page's title and kind", async () => {
    const pending = (await list()).filter((c) => [publishId, unpublishId, failingId].includes(c.id));
    expect(pending.map((c) => [c.subject_title, c.subject_kind, c.action, c.status])).toEqual([
      ["Spring sale", "post", "publish", "scheduled"],
      ["Winter hours", "page", "unpublish", "scheduled"],
      ["Old offer", "page", "publish", "scheduled"],
    ]);
    expect(new Date(pending[0]!.at).getTime()).toBe(due);
  });

  it("refuses a time in the past, an unknown post or page, another organization's, and a missing action, each with its message", async () => {
    const past = await schedule({ subject_id: hiddenPost.id, action: "publish", at: inMs(-MINUTE) });
    expect(past.status).toBe(400);
    expect(past.body).toEqual({ error: "The time of a scheduled change must be in the future", field: "at" });
    const unknown = await schedule({ subject_id: 2_000_000_000, action: "publish", at: inMs(MINUTE) });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: "That post or page does not exist (it may have been deleted): reload the list.", field: "subject_id" });
    // Another organization's post is unknown here too.
    const theirs = await schedule({ subject_id: hiddenPost.id, action: "publish", at: inMs(MINUTE) }, other.owner.token, other);
    expect(theirs.status).toBe(400);
    expect(theirs.body.error).toBe("That post or page does not exist (it may have been deleted): reload the list.");
    const noAction = await schedule({ subject_id: hiddenPost.id, at: inMs(MINUTE) });
    expect(noAction.status).toBe(400);
    expect(noAction.body).toEqual({ error: "Choose Publish or Unpublish", field: "action" });
    const badTime = await schedule({ subject_id: hiddenPost.id, action: "publish", at: "tomorrow" });
    expect(badTime.status).toBe(400);
    expect(badTime.body).toEqual({ error: "Enter the date and time of the change", field: "at" });
    const tooFar = await schedule({ subject_id: hiddenPost.id, action: "publish", at: inMs(6 * 366 * 24 * 60 * MINUTE) });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.error).toBe("A change can be scheduled at most five years ahead");
  });

  it("is for the organization's members only", async () => {
    const anonymous = await call(org.host, "/api/scheduled-changes", {
      method: "POST",
      body: { subject_id: hiddenPost.id, action: "publish", at: inMs(MINUTE) },
    });
    expect(anonymous.status).toBe(401);
    expect((await call(org.host, "/api/scheduled-changes", {})).status).toBe(401);
    expect((await call(org.host, "/api/scheduled-changes", { token: other.owner.token })).status).toBe(403);
    expect((await schedule({ subject_id: hiddenPost.id, action: "publish", at: inMs(MINUTE) }, other.owner.token)).status).toBe(403);
  });

  it("cancels a change still scheduled; one of another organization is not found", async () => {
    const made = await schedule({ subject_id: hiddenPost.id, action: "unpublish", at: inMs(24 * 60 * MINUTE) });
    expect(made.status).toBe(201);
    expect((await call(other.host, `/api/scheduled-changes/${made.body.id}`, { method: "DELETE", token: other.owner.token })).status).toBe(404);
    const cancelled = await call(org.host, `/api/scheduled-changes/${made.body.id}`, { method: "DELETE", token: editor.token });
    expect(cancelled.status).toBe(200);
    expect((await list()).some((c) => c.id === made.body.id)).toBe(false);
    expect((await call(org.host, `/api/scheduled-changes/${made.body.id}`, { method: "DELETE", token: org.owner.token })).status).toBe(404);
  });
});

describe("at its time, with no request", () => {
  it(
    "keeps what is scheduled across a restart of the server",
    async () => {
      await app.stop();
      app = await startServer({ dataDir: app.dataDir, env });
      // In the database, not in the server's memory (applied already if the restart took past their minute).
      const kept = (await list()).filter((c) => [publishId, unpublishId, failingId].includes(c.id));
      expect(kept.map((c) => c.subject_title).sort()).toEqual(["Old offer", "Spring sale", "Winter hours"]);
    },
    WAIT,
  );

  it(
    "publishes the post scheduled one minute ahead, as a save of the member who scheduled it, and visitors see it",
    async () => {
      const change = await settled(publishId);
      expect(change.status).toBe("done");
      expect(change.error).toBeNull();
      expect(new Date(change.applied_at!).getTime()).toBeGreaterThanOrEqual(new Date(change.at).getTime());
      expect(await visitorStatus(hiddenPost.slug)).toBe(200);
      const post = await call(org.host, `/api/posts/${hiddenPost.slug}`, { token: org.owner.token });
      expect(post.body.display_config.display_this_post).toBe(true);
      expect(post.body.version).toBe(hiddenPost.version + 1);
      const revisions = (await call(org.host, `/api/posts/${hiddenPost.slug}/revisions`, { token: org.owner.token })).body as {
        version: number;
        saved_by: { email: string };
      }[];
      expect(revisions[0]).toMatchObject({ version: hiddenPost.version + 1, saved_by: { email: editor.email } });
      // Applied is applied: it cannot be cancelled any more.
      const late = await call(org.host, `/api/scheduled-changes/${publishId}`, { method: "DELETE", token: org.owner.token });
      expect(late.status).toBe(409);
      expect(late.body.error).toBe("This change is no longer scheduled (it was applied, or it failed): it cannot be cancelled.");
    },
    WAIT,
  );

  it(
    "unpublishes the page: visitors then find nothing there, and the sitemap leaves it out",
    async () => {
      expect((await settled(unpublishId)).status).toBe("done");
      expect(await visitorStatus(shownPage.slug)).toBe(404);
      expect((await rawGet(org.host, "/sitemap.xml", {}, app.port)).text).not.toContain(`/${shownPage.slug}<`);
    },
    WAIT,
  );

  it(
    "lists a change that cannot apply as failed with the reason, shows it on the dashboard and mails the owner and each admin",
    async () => {
      const change = await settled(failingId);
      expect(change.status).toBe("failed");
      expect(change.error).toBe("The post or page no longer exists (it was deleted).");
      for (const to of [org.owner.email, admin.email]) {
        // Sent by the same server right after the change was marked failed.
        const failureMail = () => catcher.to(to).find((m) => m.subject === `A scheduled change failed on ${SITE}`);
        await expect.poll(failureMail, { timeout: 30_000, message: `No failure mail to ${to}; the server printed:\n${app.log().slice(-4000)}` }).toBeDefined();
        const received = failureMail()!;
        expect(received.text).toContain('Publishing the page "Old offer", scheduled for');
        expect(received.text).toContain("Reason: The post or page no longer exists (it was deleted).");
        expect(received.text).toContain(`http://${org.host}:${app.port}/admin`);
      }
      // Editors schedule changes but the site's mails go to owners and admins.
      expect((await mail.to(editor.email)).filter((m) => m.subject.startsWith("A scheduled change failed"))).toEqual([]);
      const dashboard = await call(org.host, "/admin", { token: org.owner.token });
      expect(dashboard.status).toBe(200);
      expect(dashboard.body).toContain("Failed scheduled changes");
      expect(dashboard.body).toContain("Publishing Old offer on");
      expect(dashboard.body).toContain("failed: The post or page no longer exists (it was deleted).");
    },
    WAIT,
  );
});
