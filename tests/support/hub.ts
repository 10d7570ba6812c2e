import fs from "node:fs";
import http from "node:http";
import { FakeModel } from "./fake-model";
import { FakeTranslate } from "./fake-translate";
import { startMailCatcher } from "./mail";
import { startServer, type RunningServer } from "./server";

/**
 * The servers with a setting of their own, one of each per test project, shared by
 * every file that needs that setting (issue 37), and the sinks they talk to. Runs in
 * the global setup's process; test files reach it over HTTP (./variants.ts):
 *
 * - GET  /servers/NAME          starts that server on first ask (a copy of the template
 *                               database), answers { port, origin, dataDir, adminToken }
 * - GET  /servers/NAME/log      everything that server printed so far
 * - GET  /mails?to=A[&after=N]  the mails to A caught by the SMTP sink; with `after`, once
 *                               there are more than N (or after 20 s, as they are)
 * - POST /v1/chat/completions   the fake model (./fake-model.ts); GET /model/received what
 *                               it was sent; PUT /model/gullible with "true" or "false"
 * - POST /translate/translate    the fake translation server (./fake-translate.ts); GET
 *                               /translate/received what it was sent
 */
export type SharedServer = { port: number; origin: string; dataDir: string; adminToken: string };

/** Each shared server's settings, given the SMTP sink's port and the hub's own origin. */
export const VARIANTS = {
  /**
   * Mails go to the SMTP sink; one reverse proxy is trusted (requests without X-Forwarded-For
   * are told apart by their socket, as without it); the media check may fetch private
   * addresses (the tests' local sites); machine drafts of translations ask the fake translation
   * server (issue 42, item 4). Only POST /api/media/check reads the media setting and only the
   * translation view the translation server, and no file of the mail server calls either, so one
   * server serves the `privateMedia` and `translate` files too (a server start less per project).
   */
  mail: (smtp: number, hub?: string): Record<string, string> => ({
    SMTP_URL: `smtp://127.0.0.1:${smtp}`,
    ONSITE_TRUSTED_PROXIES: "1",
    ONSITE_MEDIA_CHECK_ALLOW_PRIVATE: "1",
    ...(hub ? { ONSITE_TRANSLATE_URL: `${hub}/translate`, ONSITE_TRANSLATE_KEY: "test-key" } : {}),
  }),
  /** Automatic answers ask the fake model. */
  model: (_smtp: number, hub: string): Record<string, string> => ({ ONSITE_AI_URL: `${hub}/v1`, ONSITE_AI_MODEL: "test-model" }),
  /** A page cache of 1 MB. */
  pageCache: (): Record<string, string> => ({ ONSITE_PAGE_CACHE_MB: "1" }),
  /** Default settings, for the tests that read what the server printed (no other file's deliberate errors in it). */
  log: (): Record<string, string> => ({}),
};
/** Settings served by another name's server (see VARIANTS.mail): one start less per project each. */
const SAME_SERVER = { privateMedia: "mail", translate: "mail" } as const satisfies Record<string, keyof typeof VARIANTS>;
export type Variant = keyof typeof VARIANTS | keyof typeof SAME_SERVER;
const serverName = (name: Variant): keyof typeof VARIANTS =>
  Object.hasOwn(SAME_SERVER, name) ? SAME_SERVER[name as keyof typeof SAME_SERVER] : (name as keyof typeof VARIANTS);
const isVariant = (name: string): name is Variant => Object.hasOwn(VARIANTS, name) || Object.hasOwn(SAME_SERVER, name);

const MAIL_WAIT_MS = 20_000;

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

function json(res: http.ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
}

export async function startHub() {
  const mail = await startMailCatcher();
  const model = new FakeModel();
  const translator = new FakeTranslate();
  const servers = new Map<keyof typeof VARIANTS, Promise<RunningServer>>();
  const logs = new Map<keyof typeof VARIANTS, string>();
  let origin = "";

  const serverOf = (variant: Variant) => {
    const name = serverName(variant);
    let started = servers.get(name);
    if (!started) {
      logs.set(name, "");
      started = startServer({ env: VARIANTS[name](mail.port, origin) }).then((server) => {
        // Everything it prints from now on; what it printed while starting is in its log tail.
        logs.set(name, server.log());
        for (const stream of [server.process.stdout!, server.process.stderr!])
          stream.on("data", (chunk: Buffer) => logs.set(name, logs.get(name) + chunk.toString()));
        return server;
      });
      servers.set(name, started);
    }
    return started;
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? "/", origin);
    const [, first, name, rest] = url.pathname.split("/");
    if (first === "servers" && name && isVariant(name)) {
      const server = await serverOf(name);
      if (rest === "log") return res.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end(logs.get(serverName(name)));
      return json(res, 200, { port: server.port, origin: server.origin, dataDir: server.dataDir, adminToken: server.adminToken } satisfies SharedServer);
    }
    if (url.pathname === "/mails") {
      const to = url.searchParams.get("to") ?? "";
      const after = url.searchParams.get("after");
      if (after !== null) {
        let timer: NodeJS.Timeout | undefined;
        const waited = new Promise((resolve) => (timer = setTimeout(resolve, MAIL_WAIT_MS)));
        await Promise.race([mail.next(to, () => true, Number(after)), waited]);
        clearTimeout(timer);
      }
      return json(res, 200, mail.to(to));
    }
    if (req.method === "POST" && url.pathname === "/v1/chat/completions") return model.serve(await readBody(req), res);
    if (url.pathname === "/model/received") return json(res, 200, model.received);
    if (req.method === "POST" && url.pathname === "/translate/translate") return translator.serve(await readBody(req), res);
    if (url.pathname === "/translate/received") return json(res, 200, translator.received);
    if (req.method === "PUT" && url.pathname === "/model/gullible") {
      model.gullible = (await readBody(req)).trim() === "true";
      return json(res, 200, { gullible: model.gullible });
    }
    json(res, 404, { error: `${req.method} ${url.pathname} is not served here` });
  };

  const hub = http.createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end(String(error.stack ?? error));
    });
  });
  await new Promise<void>((resolve) => hub.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(hub.address() as { port: number }).port}`;

  return {
    origin,
    /**
     * Starts these shared servers one after another in the background, before any file asks
     * (scripts/test.sh names the ones its whole project uses: a file that asks then finds its
     * server up instead of holding a worker through a start). A start that fails fails the
     * files that ask for it, as a lazy one would.
     */
    prestart(names: string[]) {
      let chain: Promise<unknown> = Promise.resolve();
      for (const name of names) {
        if (!isVariant(name)) throw new Error(`No shared server "${name}" to start (tests/support/hub.ts has ${Object.keys(VARIANTS).join(", ")})`);
        chain = chain.then(() => serverOf(name)).catch(() => undefined);
      }
    },
    async stop() {
      const running = await Promise.allSettled(servers.values());
      await Promise.all(running.map((result) => (result.status === "fulfilled" ? result.value.stop() : undefined)));
      for (const result of running) {
        if (result.status === "fulfilled" && !process.env.DATABASE_URL) fs.rmSync(result.value.dataDir, { recursive: true, force: true });
      }
      hub.closeAllConnections();
      await new Promise<void>((resolve) => hub.close(() => resolve()));
      await mail.stop();
    },
  };
}
