import { describe, expect, it } from "vitest";
import { revisionRouter, type RevisionEntry, type RevisionRouteSet } from "./registry";

/** A route set that answers which handler ran, with the params it was handed. */
function recording(name: string): RevisionRouteSet {
  const answer = (handler: string) => async (_request: Request, context: { params: Promise<never> }) =>
    Response.json({ name, handler, params: await context.params });
  return { list: answer("list"), read: answer("read"), restore: answer("restore") };
}

const registry: RevisionEntry[] = [{ path: "/api/template-sections/:id", routes: recording("sections") }];

const call = (entries: readonly RevisionEntry[], method: string, path: string) => {
  const router = revisionRouter(entries);
  return (method === "POST" ? router.POST : router.GET)(new Request(`http://acme.test${path}`, { method }));
};

describe("the revision routes' registry", () => {
  it("gives a subject added to the registry its three routes, with its address's params", async () => {
    const added = [...registry, { path: "/api/widgets/:widget/parts/:part", routes: recording("widgets") }];
    expect(await (await call(added, "GET", "/api/widgets/7/parts/b%20c/revisions")).json()).toEqual({
      name: "widgets",
      handler: "list",
      params: { widget: "7", part: "b c" },
    });
    expect(await (await call(added, "GET", "/api/widgets/7/parts/b/revisions/12")).json()).toEqual({
      name: "widgets",
      handler: "read",
      params: { widget: "7", part: "b", revisionId: "12" },
    });
    expect(await (await call(added, "POST", "/api/widgets/7/parts/b/revisions/12/restore")).json()).toEqual({
      name: "widgets",
      handler: "restore",
      params: { widget: "7", part: "b", revisionId: "12" },
    });
    expect((await call(registry, "GET", "/api/widgets/7/parts/b/revisions")).status).toBe(404);
  });

  it("names the revision's param as the subject says (posts: id)", async () => {
    const posts = [{ path: "/api/posts/:slug", routes: recording("posts"), revisionParam: "id" }];
    expect(await (await call(posts, "GET", "/api/posts/hello/revisions/3")).json()).toEqual({
      name: "posts",
      handler: "read",
      params: { slug: "hello", id: "3" },
    });
  });

  it("answers 404 for an address it does not know and 405 for the wrong method", async () => {
    expect((await call(registry, "GET", "/api/template-sections/5/revisions/3/undo")).status).toBe(404);
    expect((await call(registry, "GET", "/api/template-sections/5/history")).status).toBe(404);
    expect((await call(registry, "GET", "/api/template-sections/%E0/revisions")).status).toBe(404);
    const post = await call(registry, "POST", "/api/template-sections/5/revisions");
    expect([post.status, post.headers.get("allow"), await post.json()]).toEqual([
      405,
      "GET, HEAD, OPTIONS",
      { error: "Method not allowed. This address takes GET, HEAD, OPTIONS." },
    ]);
    const get = await call(registry, "GET", "/api/template-sections/5/revisions/3/restore");
    expect([get.status, get.headers.get("allow")]).toEqual([405, "OPTIONS, POST"]);
  });

  it("answers every method of an address no subject has with 404, and OPTIONS with what an address takes", async () => {
    const router = revisionRouter(registry);
    const ask = (method: "PUT" | "PATCH" | "DELETE" | "OPTIONS", path: string) => router[method](new Request(`http://acme.test${path}`, { method }));
    for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"] as const) expect((await ask(method, "/api/no-such-route")).status).toBe(404);
    expect((await ask("DELETE", "/api/template-sections/5/revisions")).status).toBe(405);
    const list = await ask("OPTIONS", "/api/template-sections/5/revisions");
    expect([list.status, list.headers.get("allow")]).toEqual([204, "GET, HEAD, OPTIONS"]);
    const restore = await ask("OPTIONS", "/api/template-sections/5/revisions/3/restore");
    expect([restore.status, restore.headers.get("allow")]).toEqual([204, "OPTIONS, POST"]);
  });
});
