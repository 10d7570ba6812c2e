/**
 * Issue 40: the App Router and the islands renderer on the same server, data and run
 * (src/app/public-pages/handler.ts: the operator asks for either with
 * `x-onsite-renderer`, which the front cache passes by): the 8 × 6 page's HTML, and
 * the render after a save, the two renderers taking turns after each save.
 */
import { gzipSync } from "node:zlib";
import { call } from "./client";
import { newTitle, save } from "./saves";
import type { SeededSite } from "./seed";
import { latency, type Latency } from "./stats";

export const RENDERERS = ["next", "islands"] as const;
export type Renderer = (typeof RENDERERS)[number];
export type RendererFigures = { html: { raw: number; gzip: number }; afterSave: Latency };

async function renderedBy(site: SeededSite, renderer: Renderer) {
  const started = performance.now();
  const reply = await call(site, "/", { headers: { "x-onsite-renderer": renderer, "x-onsite-admin-token": site.adminToken } });
  const ms = performance.now() - started;
  if (reply.status !== 200) throw new Error(`the ${renderer} renderer answered ${reply.status}`);
  return { ms, html: reply.text };
}

export async function measureRenderers(site: SeededSite, rounds: number): Promise<Record<Renderer, RendererFigures>> {
  const times: Record<Renderer, number[]> = { next: [], islands: [] };
  const html: Partial<Record<Renderer, string>> = {};
  for (let i = 0; i < rounds; i++) {
    for (const renderer of RENDERERS) {
      const section = site.sections[i % site.sections.length]!;
      const title = newTitle(section.title);
      await save(site, section, title);
      const page = await renderedBy(site, renderer);
      if (!page.html.includes(title)) throw new Error(`the ${renderer} renderer's page after a save does not show "${title}"`);
      if (renderer === "islands" && page.html.includes("__next_f"))
        throw new Error("the islands renderer's page carries Next's flight data: is the renderer on?");
      times[renderer].push(page.ms);
      html[renderer] = page.html;
    }
  }
  const figures = (renderer: Renderer): RendererFigures => {
    const page = html[renderer] ?? "";
    return { html: { raw: Buffer.byteLength(page), gzip: gzipSync(page).length }, afterSave: latency(times[renderer]) };
  };
  return { next: figures("next"), islands: figures("islands") };
}
