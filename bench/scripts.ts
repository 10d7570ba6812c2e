/** Figure 5: the JavaScript a signed-out visitor downloads, and the HTML, gzipped. */
import zlib from "node:zlib";
import { getBytes, type Site } from "./client";

export type ScriptFile = { url: string; bytes: number; gzipBytes: number };
export type ScriptFigures = { scripts: number; jsBytes: number; jsGzipBytes: number; htmlBytes: number; htmlGzipBytes: number; files: ScriptFile[] };

const gzipSize = (bytes: Buffer) => zlib.gzipSync(bytes, { level: 9 }).length;
const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
const attribute = (tag: string, name: string) =>
  tag
    .match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"))
    ?.slice(1)
    .find((v) => v !== undefined);

function decompress(bytes: Buffer, encoding: string) {
  if (!encoding || encoding === "identity") return bytes;
  if (encoding === "gzip") return zlib.gunzipSync(bytes);
  if (encoding === "br") return zlib.brotliDecompressSync(bytes);
  if (encoding === "deflate") return zlib.inflateSync(bytes);
  throw new Error(`unknown content-encoding ${encoding}`);
}

/**
 * The script URLs a modern browser fetches for a page: <script src> (not the
 * `nomodule` legacy polyfills), <link rel=modulepreload> and <link rel=preload as=script>.
 */
export function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (src && !/\snomodule[\s=>/]/i.test(tag)) urls.add(decode(src));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    const isScript = rel.includes("modulepreload") || (rel.includes("preload") && attribute(tag, "as") === "script");
    const href = attribute(tag, "href");
    if (isScript && href) urls.add(decode(href));
  }
  return [...urls];
}

export async function measureVisitorScripts(site: Site): Promise<ScriptFigures> {
  const page = await getBytes(site, "/");
  if (page.status !== 200) throw new Error(`the home page answered ${page.status}`);
  const htmlBytes = decompress(page.bytes, page.encoding);
  const html = htmlBytes.toString("utf8");
  const urls = scriptUrls(html);
  if (!urls.length) throw new Error("the home page references no scripts (the HTML parser found none)");
  const files: ScriptFile[] = [];
  for (const url of urls) {
    const target = new URL(url, `http://${site.host}:${site.port}/`);
    if (target.host !== `${site.host}:${site.port}`) throw new Error(`script on another origin, not measured: ${url}`);
    const script = await getBytes(site, target.pathname + target.search);
    if (script.status !== 200) throw new Error(`script ${url} answered ${script.status}`);
    const raw = decompress(script.bytes, script.encoding);
    files.push({ url, bytes: raw.length, gzipBytes: gzipSize(raw) });
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (key: "bytes" | "gzipBytes") => files.reduce((total, file) => total + file[key], 0);
  return {
    scripts: files.length,
    jsBytes: sum("bytes"),
    jsGzipBytes: sum("gzipBytes"),
    htmlBytes: htmlBytes.length,
    htmlGzipBytes: gzipSize(htmlBytes),
    files,
  };
}
