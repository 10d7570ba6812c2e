import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import type { SessionUser } from "../auth/server";
import type { Db } from "../db/client";
import { SITE_NOT_FOUND } from "../tenancy/request";
import { CLIENT_ADDRESS_HEADER } from "./client-address";
import { HttpError, notFound } from "./errors";
import { IDEMPOTENCY_MESSAGES } from "./idempotency";
import { publicAction, type PublicActionDeps, type VisitorContext } from "./public-action";
import { RATE_LIMITED, type RateLimit } from "./rate-limit";

// publicAction(), one step of the pipeline at a time, in its order. The database is a
// PGlite in memory with the project's migrations (so the idempotency keys and the
// transaction are the real ones) and one scratch table the test actions write to; the
// host table, the session and the invalidations are the test's own (PublicActionDeps).
// The route through the real server: tests/api/public-action.test.ts.

let client: PGlite;
let db: Db;
const hosts = new Map<string, number>();
let one: number;
let two: number;

beforeAll(async () => {
  client = await PGlite.create({ extensions: { btree_gist } });
  db = drizzle({ client }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: path.resolve(import.meta.dirname, "../../../drizzle") });
  await client.exec(
    "create table visitor_notes (id serial primary key, organization_id integer not null, text text not null, user_id text, address text not null)",
  );
  const { rows } = await client.query<{ id: number }>(
    "insert into organizations (name, base_url) values ('One', 'http://one.test'), ('Two', 'http://two.test') returning id",
  );
  [one, two] = rows.map((row) => row.id) as [number, number];
  hosts.set("one.test", one).set("two.test", two);
}, 120_000);

afterAll(async () => {
  await client?.close();
});

const ANN: SessionUser = { id: "user-ann", email: "ann@example.com", name: "Ann" };

/** What the test's stand-ins saw. */
let sessionLookups = 0;
const invalidated: number[] = [];

const deps: PublicActionDeps = {
  // As organizationOfHost: the Host header only.
  organizationOfHost: async (request) => {
    const id = hosts.get(request.headers.get("host") ?? "");
    if (id === undefined) throw notFound(SITE_NOT_FOUND);
    return id;
  },
  // A session cookie `session=ann` signs Ann in.
  sessionUser: async (headers) => {
    sessionLookups += 1;
    return headers.get("cookie")?.includes("session=ann") ? ANN : null;
  },
  db: async () => db,
  invalidate: async (organizationId) => {
    invalidated.push(organizationId);
  },
  // Ann is a member of organization one only.
  isMember: async (userId, organizationId) => userId === ANN.id && organizationId === one,
};

const noteSchema = z.object({
  text: z.string({ error: "text must be text." }).min(1, { error: "Write a note." }).max(500, { error: "A note is at most 500 characters." }),
  contact: z.object({ email: z.email({ error: "Enter a valid email address." }) }).optional(),
});
type Note = z.output<typeof noteSchema>;
type Stored = { id: number; organization_id: number; text: string; user_id: string | null; address: string };

let actions = 0;
/** Calls of each action's write (the write is where a step that let bad input through would show). */
let writes: VisitorContext<Record<string, string>, Note>[] = [];

/** A test action that stores a note; each gets its own name, so its rate-limit windows and idempotency scope are fresh. */
function noteAction(
  options: {
    limits?: { perAddress?: RateLimit; perOrganization?: RateLimit };
    maxBytes?: number;
    invalidates?: (result: Stored) => "organization" | "nothing";
    fail?: Error;
    name?: string;
  } = {},
) {
  const handler = publicAction<Record<string, string>, typeof noteSchema, Stored>(
    {
      name: options.name ?? `notes-${++actions}`,
      input: noteSchema,
      limits: options.limits,
      maxBytes: options.maxBytes,
      invalidates: options.invalidates,
      write: async (context) => {
        writes.push(context);
        const inserted = (await context.tx.execute(
          sql`insert into visitor_notes (organization_id, text, user_id, address) values (${context.organizationId}, ${context.input.text}, ${context.user?.id ?? null}, ${context.address}) returning *`,
        )) as unknown as { rows: Stored[] };
        const row = inserted.rows[0];
        if (options.fail) throw options.fail;
        return row!;
      },
    },
    deps,
  );
  return (body: unknown, headers: Record<string, string> = {}) => {
    const host = headers.host ?? "one.test";
    const request = new Request(`http://${host}/api/notes`, {
      method: "POST",
      headers: { host, "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: "203.0.113.7", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return handler(request, { params: Promise.resolve({}) });
  };
}

async function answer(response: Response) {
  return { status: response.status, body: await response.json(), headers: response.headers };
}

const notes = async (text?: string) =>
  (
    await client.query<Stored>(
      text === undefined ? "select * from visitor_notes order by id" : "select * from visitor_notes where text = $1 order by id",
      text === undefined ? [] : [text],
    )
  ).rows;
const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 10)}`;

describe("publicAction: 1. the organization from the host", () => {
  it("writes to the organization answering on the host", async () => {
    const post = noteAction();
    const text = unique("hello");
    const first = await answer(await post({ text }));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ organization_id: one, text });
    const second = await answer(await post({ text }, { host: "two.test" }));
    expect(second.body).toMatchObject({ organization_id: two, text });
    expect((await notes(text)).map((n) => n.organization_id)).toEqual([one, two]);
  });

  it("answers 404 for an unknown host, and stores nothing", async () => {
    const text = unique("lost");
    const { status, body } = await answer(await noteAction()({ text }, { host: "unknown.test" }));
    expect([status, body.error]).toEqual([404, SITE_NOT_FOUND]);
    expect(await notes(text)).toEqual([]);
  });

  it("never takes the organization from the body: one naming another is refused (403), its own is fine", async () => {
    const post = noteAction();
    const text = unique("claim");
    const refused = await answer(await post({ text, organization_id: two }));
    expect([refused.status, refused.body.error]).toEqual([403, "You do not have access to this organization."]);
    expect(await notes(text)).toEqual([]);
    expect((await post({ text, organization_id: one })).status).toBe(201);
    expect((await notes(text)).map((n) => n.organization_id)).toEqual([one]);
  });
});

describe("publicAction: 2. a browser's request from another site", () => {
  it("is refused with 403 (Origin or Sec-Fetch-Site), and nothing is stored", async () => {
    const post = noteAction();
    const text = unique("csrf");
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }] as Record<
      string,
      string
    >[]) {
      const { status, body } = await answer(await post({ text }, headers));
      expect([status, body.error]).toEqual([403, "Cross-site request refused."]);
    }
    expect(await notes(text)).toEqual([]);
  });

  it("lets the site's own pages and non-browser clients through", async () => {
    const post = noteAction();
    expect((await post({ text: unique("own") }, { origin: "http://one.test", "sec-fetch-site": "same-origin" })).status).toBe(201);
    expect((await post({ text: unique("curl") })).status).toBe(201);
  });
});

describe("publicAction: 3. the session, when there is one", () => {
  it("takes a visitor without a session (user null)", async () => {
    writes = [];
    const { status, body } = await answer(await noteAction()({ text: unique("anon") }));
    expect(status).toBe(201);
    expect(body.user_id).toBeNull();
    expect(writes[0]!.user).toBeNull();
  });

  it("hands a signed-in visitor to the write", async () => {
    writes = [];
    const { status, body } = await answer(await noteAction()({ text: unique("ann") }, { cookie: "session=ann" }));
    expect(status).toBe(201);
    expect(body.user_id).toBe(ANN.id);
    expect(writes[0]!.user).toEqual(ANN);
  });
});

describe("publicAction: 4. rate limits", () => {
  it("limits one client address within an organization (429 with Retry-After); another address, or the same address on another site, is not affected", async () => {
    const post = noteAction({ limits: { perAddress: { max: 3, windowMs: 60_000 } } });
    for (let i = 0; i < 3; i++) expect((await post({ text: unique("burst") })).status).toBe(201);
    const refused = await answer(await post({ text: unique("burst") }));
    expect([refused.status, refused.body.error]).toEqual([429, RATE_LIMITED]);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await post({ text: unique("other address") }, { [CLIENT_ADDRESS_HEADER]: "198.51.100.9" })).status).toBe(201);
    expect((await post({ text: unique("other site") }, { host: "two.test" })).status).toBe(201);
  });

  it("takes the address the server stamped, never X-Forwarded-For or X-Real-IP", async () => {
    writes = [];
    const post = noteAction({ limits: { perAddress: { max: 2, windowMs: 60_000 } } });
    const spoofed = (i: number) => ({ "x-forwarded-for": `192.0.2.${i}`, "x-real-ip": `192.0.2.${i}` });
    expect((await post({ text: unique("spoof") }, spoofed(1))).status).toBe(201);
    expect((await post({ text: unique("spoof") }, spoofed(2))).status).toBe(201);
    expect((await post({ text: unique("spoof") }, spoofed(3))).status).toBe(429);
    expect(writes.map((w) => w.address)).toEqual(["203.0.113.7", "203.0.113.7"]);
    // No stamp (a server that did not decide the address): every such request is one "unknown" client.
    const bare = noteAction({ limits: { perAddress: { max: 1, windowMs: 60_000 } } });
    expect((await bare({ text: unique("bare") }, { [CLIENT_ADDRESS_HEADER]: "", "x-forwarded-for": "192.0.2.1" })).status).toBe(201);
    expect((await bare({ text: unique("bare") }, { [CLIENT_ADDRESS_HEADER]: "", "x-forwarded-for": "192.0.2.2" })).status).toBe(429);
    expect(writes.at(-1)!.address).toBe("unknown");
  });

  it("limits the organization as a whole, whatever the addresses; another organization is not affected", async () => {
    const post = noteAction({ limits: { perOrganization: { max: 3, windowMs: 60_000 } } });
    for (let i = 1; i <= 3; i++) expect((await post({ text: unique("crowd") }, { [CLIENT_ADDRESS_HEADER]: `198.51.100.${i}` })).status).toBe(201);
    const refused = await answer(await post({ text: unique("crowd") }, { [CLIENT_ADDRESS_HEADER]: "198.51.100.4" }));
    expect([refused.status, refused.body.error]).toEqual([429, RATE_LIMITED]);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post({ text: unique("crowd") }, { host: "two.test", [CLIENT_ADDRESS_HEADER]: "198.51.100.4" })).status).toBe(201);
  });

  it("counts a request before its body is read: a limited client gets 429 even for a body that would be refused", async () => {
    const post = noteAction({ limits: { perAddress: { max: 1, windowMs: 60_000 } } });
    expect((await post("not json")).status).toBe(400);
    expect((await post("not json")).status).toBe(429);
  });
});

describe("publicAction: 4b. refused requests and members (issue 36, item 18)", () => {
  it("counts only accepted writes toward the organization: refused requests from many addresses leave it open", async () => {
    const post = noteAction({ limits: { perAddress: { max: 10, windowMs: 60_000 }, perOrganization: { max: 3, windowMs: 60_000 } } });
    for (let i = 1; i <= 30; i++)
      for (let j = 0; j < 10; j++) expect((await post("not json", { [CLIENT_ADDRESS_HEADER]: `198.51.100.${i}` })).status).toBe(400);
    for (let i = 1; i <= 3; i++) expect((await post({ text: unique("fine") }, { [CLIENT_ADDRESS_HEADER]: `192.0.2.${i}` })).status).toBe(201);
    // Three accepted writes fill it.
    expect((await post({ text: unique("fine") }, { [CLIENT_ADDRESS_HEADER]: "192.0.2.4" })).status).toBe(429);
  });

  it("refuses by address first: a limited address's requests never reach the organization's count", async () => {
    const post = noteAction({ limits: { perAddress: { max: 2, windowMs: 60_000 }, perOrganization: { max: 2, windowMs: 60_000 } } });
    expect((await post({ text: unique("one") })).status).toBe(201);
    expect((await post("not json")).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await post({ text: unique("again") })).status).toBe(429);
    expect((await post({ text: unique("other") }, { [CLIENT_ADDRESS_HEADER]: "198.51.100.77" })).status).toBe(201);
  });

  it("never limits a member's own writes by visitors' traffic: a full organization limit, the member's address too", async () => {
    const post = noteAction({ limits: { perAddress: { max: 1, windowMs: 60_000 }, perOrganization: { max: 1, windowMs: 60_000 } } });
    expect((await post({ text: unique("visitor") })).status).toBe(201);
    expect((await post({ text: unique("visitor") }, { [CLIENT_ADDRESS_HEADER]: "198.51.100.78" })).status).toBe(429);
    // Ann shares the first visitor's address, and the organization's limit is full.
    expect((await post({ text: unique("member") }, { cookie: "session=ann" })).status).toBe(201);
    // On a site where she is not a member, she is a visitor like any other: her address is limited.
    expect((await post({ text: unique("member") }, { cookie: "session=ann", host: "two.test" })).status).toBe(201);
    expect((await post({ text: unique("member") }, { cookie: "session=ann", host: "two.test" })).status).toBe(429);
  });

  it("counts an IPv6 client by its /64: two addresses of one /64 share a limit, another /64 does not", async () => {
    const post = noteAction({ limits: { perAddress: { max: 2, windowMs: 60_000 } } });
    expect((await post({ text: unique("v6") }, { [CLIENT_ADDRESS_HEADER]: "2001:db8:1:2::1" })).status).toBe(201);
    expect((await post({ text: unique("v6") }, { [CLIENT_ADDRESS_HEADER]: "2001:db8:1:2:ffff:ffff:ffff:fffe" })).status).toBe(201);
    expect((await post({ text: unique("v6") }, { [CLIENT_ADDRESS_HEADER]: "2001:0db8:0001:0002:0:0:0:9" })).status).toBe(429);
    expect((await post({ text: unique("v6") }, { [CLIENT_ADDRESS_HEADER]: "2001:db8:1:3::1" })).status).toBe(201);
  });
});

describe("publicAction: 5. the body limit", () => {
  const filler = (bytes: number) => ({ text: "note", filler: "x".repeat(bytes) });

  it("takes 64 KB by default and refuses more with 413 naming the limit", async () => {
    const post = noteAction();
    expect((await post(filler(60 * 1024))).status).toBe(201);
    const { status, body } = await answer(await post(filler(65 * 1024)));
    expect([status, body.error]).toEqual([413, "The request body is too large (the limit is 64 KB)."]);
  });

  it("holds a route to its own limit, named in the 413", async () => {
    const post = noteAction({ maxBytes: 1024 });
    expect((await post(filler(900))).status).toBe(201);
    const { status, body } = await answer(await post(filler(2 * 1024)));
    expect([status, body.error]).toEqual([413, "The request body is too large (the limit is 1 KB)."]);
  });

  it("refuses what is not a JSON object with 400", async () => {
    const post = noteAction();
    expect(await answer(await post("[1,2]")).then((a) => [a.status, a.body.error])).toEqual([400, "The request body must be a JSON object."]);
    expect(await answer(await post("{")).then((a) => [a.status, a.body.error])).toEqual([400, "The request body must be JSON."]);
  });
});

describe("publicAction: 6. the schema", () => {
  it("refuses bad input with 400, the schema's message and `field`, and never calls the write", async () => {
    writes = [];
    const post = noteAction();
    const cases: [unknown, string, string][] = [
      [{}, "text must be text.", "text"],
      [{ text: 12 }, "text must be text.", "text"],
      [{ text: "" }, "Write a note.", "text"],
      [{ text: "x".repeat(501) }, "A note is at most 500 characters.", "text"],
      [{ text: "hi", contact: { email: "nope" } }, "Enter a valid email address.", "contact.email"],
    ];
    for (const [input, error, field] of cases) {
      const { status, body } = await answer(await post(input));
      expect([status, body]).toEqual([400, { error, field }]);
    }
    expect(writes).toEqual([]);
  });

  it("hands the write the parsed input (unknown keys dropped)", async () => {
    writes = [];
    expect((await noteAction()({ text: "parsed", extra: true, contact: { email: "ann@example.com" } })).status).toBe(201);
    expect(writes[0]!.input).toEqual({ text: "parsed", contact: { email: "ann@example.com" } });
  });
});

describe("publicAction: slow work before the transaction (prepare)", () => {
  it("runs after the schema, outside the transaction, and hands its result to the write; a refused body never reaches it", async () => {
    const prepared: string[] = [];
    const handler = publicAction<Record<string, string>, typeof noteSchema, { written: string }, string>(
      {
        name: unique("prepared"),
        input: noteSchema,
        prepare: async ({ input, organizationId }) => {
          prepared.push(input.text);
          return `${input.text} for ${organizationId}`;
        },
        write: async ({ prepared: value }) => ({ written: value }),
      },
      deps,
    );
    const post = (body: unknown) =>
      handler(
        new Request("http://one.test/api/notes", {
          method: "POST",
          headers: { host: "one.test", "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: "203.0.113.8" },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({}) },
      );
    expect((await post({ text: "" })).status).toBe(400);
    expect(prepared).toEqual([]);
    const { status, body } = await answer(await post({ text: "slow" }));
    expect([status, body]).toEqual([201, { written: `slow for ${hosts.get("one.test")}` }]);
    expect(prepared).toEqual(["slow"]);
  });
});

describe("publicAction: 7. one transaction", () => {
  it("leaves nothing stored when the write throws after writing (its HttpError is the answer)", async () => {
    const text = unique("half");
    const { status, body } = await answer(
      await noteAction({ fail: new HttpError(400, "A service in the consent is not one of this site's cookie services.") })({ text }),
    );
    expect([status, body.error]).toEqual([400, "A service in the consent is not one of this site's cookie services."]);
    expect(await notes(text)).toEqual([]);
  });

  it("answers 500 without details for an unexpected failure, and stores nothing", async () => {
    const text = unique("boom");
    const logged = console.error;
    console.error = () => {};
    try {
      const { status, body } = await answer(await noteAction({ fail: new Error("disk on fire") })({ text }));
      expect([status, body.error]).toEqual([500, "Something went wrong on our side. Please try again."]);
    } finally {
      console.error = logged;
    }
    expect(await notes(text)).toEqual([]);
  });

  it("rolls back the Idempotency-Key's claim with the write, so a retry with the key writes", async () => {
    const name = `notes-rollback-${++actions}`;
    const text = unique("retry");
    const key = unique("key").replace(" ", "-");
    expect((await noteAction({ name, fail: new HttpError(503, "Try again.") })({ text }, { "idempotency-key": key })).status).toBe(503);
    expect((await client.query("select * from idempotent_requests where key = $1", [key])).rows).toEqual([]);
    const retried = await noteAction({ name })({ text }, { "idempotency-key": key });
    expect(retried.status).toBe(201);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
    expect(await notes(text)).toHaveLength(1);
  });
});

describe("publicAction: 8. Idempotency-Key", () => {
  const keyed = (key: string, headers: Record<string, string> = {}) => ({ "idempotency-key": key, ...headers });

  it("answers a retry with the first result (Idempotent-Replayed: true) and writes once", async () => {
    const post = noteAction();
    const text = unique("once");
    const key = unique("k").replace(" ", "-");
    const first = await answer(await post({ text }, keyed(key)));
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await answer(await post({ text }, keyed(key)));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await notes(text)).toHaveLength(1);
  });

  it("writes once for retries sent at the same time", async () => {
    const post = noteAction();
    const text = unique("together");
    const key = unique("k").replace(" ", "-");
    const answers = await Promise.all([1, 2, 3].map(async () => answer(await post({ text }, keyed(key)))));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get("idempotent-replayed") === "true")).toHaveLength(2);
    expect(await notes(text)).toHaveLength(1);
  });

  it("refuses the same key with another body (422), and stores nothing more", async () => {
    const post = noteAction();
    const key = unique("k").replace(" ", "-");
    const text = unique("first");
    expect((await post({ text }, keyed(key))).status).toBe(201);
    const other = unique("second");
    const { status, body } = await answer(await post({ text: other }, keyed(key)));
    expect([status, body.error]).toEqual([422, IDEMPOTENCY_MESSAGES.reused]);
    expect(await notes(other)).toEqual([]);
  });

  it("keeps keys per sender: another address's key is its own; a signed-in visitor's follows them", async () => {
    const post = noteAction();
    const key = unique("k").replace(" ", "-");
    const text = unique("mine");
    expect((await post({ text }, keyed(key))).status).toBe(201);
    const theirs = await post({ text: unique("theirs") }, keyed(key, { [CLIENT_ADDRESS_HEADER]: "198.51.100.20" }));
    expect([theirs.status, theirs.headers.get("idempotent-replayed")]).toEqual([201, null]);

    const signedIn = unique("ann");
    const first = await answer(await post({ text: signedIn }, keyed(key, { cookie: "session=ann", [CLIENT_ADDRESS_HEADER]: "198.51.100.21" })));
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const fromElsewhere = await answer(await post({ text: signedIn }, keyed(key, { cookie: "session=ann", [CLIENT_ADDRESS_HEADER]: "198.51.100.22" })));
    expect([fromElsewhere.body.id, fromElsewhere.headers.get("idempotent-replayed")]).toEqual([first.body.id, "true"]);
    expect(await notes(signedIn)).toHaveLength(1);
  });

  it("refuses an unusable key with 400", async () => {
    const { status, body } = await answer(await noteAction()({ text: "x" }, { "idempotency-key": "has space" }));
    expect([status, body.error]).toEqual([400, IDEMPOTENCY_MESSAGES.badKey]);
  });
});

describe("publicAction: 9. invalidation only when content changed", () => {
  it("does not invalidate by default, nor when the action says the result changed nothing", async () => {
    invalidated.length = 0;
    expect((await noteAction()({ text: unique("quiet") })).status).toBe(201);
    expect((await noteAction({ invalidates: () => "nothing" })({ text: unique("quiet") })).status).toBe(201);
    expect(invalidated).toEqual([]);
  });

  it("invalidates the host's organization when the action says content changed, after the write", async () => {
    invalidated.length = 0;
    const post = noteAction({ invalidates: (result) => (result.text.startsWith("publish") ? "organization" : "nothing") });
    expect((await post({ text: unique("draft") })).status).toBe(201);
    expect(invalidated).toEqual([]);
    expect((await post({ text: unique("publish") }, { host: "two.test" })).status).toBe(201);
    expect(invalidated).toEqual([two]);
  });

  it("does not invalidate for a failed write or a replay", async () => {
    invalidated.length = 0;
    const changes = { invalidates: () => "organization" as const };
    expect((await noteAction({ ...changes, fail: new HttpError(400, "No.") })({ text: unique("failed") })).status).toBe(400);
    expect(invalidated).toEqual([]);
    const post = noteAction(changes);
    const key = unique("k").replace(" ", "-");
    const text = unique("publish");
    expect((await post({ text }, { "idempotency-key": key })).status).toBe(201);
    expect((await post({ text }, { "idempotency-key": key })).headers.get("idempotent-replayed")).toBe("true");
    expect(invalidated).toEqual([one]);
  });
});

describe("publicAction: the steps' order", () => {
  it("answers for the first step a request fails", async () => {
    const evil = { origin: "https://evil.example" };
    const tooBig = { text: "x".repeat(70 * 1024) };
    // Unknown host before cross-site.
    expect((await noteAction()(tooBig, { host: "unknown.test", ...evil })).status).toBe(404);
    // Cross-site before the session is even looked up.
    const lookups = sessionLookups;
    expect((await noteAction()(tooBig, { ...evil, cookie: "session=ann" })).status).toBe(403);
    expect(sessionLookups).toBe(lookups);
    // A bad Idempotency-Key before the body.
    expect(await answer(await noteAction()(tooBig, { "idempotency-key": "" })).then((a) => a.body.error)).toBe(IDEMPOTENCY_MESSAGES.badKey);
    // The body's size before its schema; the body's organization before its schema.
    expect((await noteAction()(tooBig)).status).toBe(413);
    expect((await noteAction()({ text: 12, organization_id: two })).status).toBe(403);
  });
});
