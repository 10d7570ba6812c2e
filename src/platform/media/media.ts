/**
 * Media URLs (spec/visitor.md "Media"): which URLs are videos, and how YouTube
 * and Vimeo links become embed URLs.
 */

export type MediaKind = "image" | "video" | "embed";

const VIDEO_EXTENSION = /\.(mp4|webm|ogg|mov|avi|wmv|flv|mkv)$/i;
const VIDEO_HOSTS = ["youtube.com", "youtube-nocookie.com", "youtu.be", "vimeo.com"];
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** Parses absolute URLs and site-relative paths; null when unparseable. */
function parse(url: string): URL | null {
  try {
    return new URL(url.trim(), "http://relative.invalid");
  } catch {
    return null;
  }
}

function isHost(u: URL, domain: string): boolean {
  const host = u.hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}

/** A video file (extension at the end of the path) or a YouTube/Vimeo link. */
export function isVideoUrl(url: string): boolean {
  const u = parse(url);
  if (!u) return false;
  return VIDEO_EXTENSION.test(u.pathname) || VIDEO_HOSTS.some((d) => isHost(u, d));
}

function youtubeId(u: URL): string | null {
  if (isHost(u, "youtu.be")) return u.pathname.split("/")[1] ?? null;
  if (!isHost(u, "youtube.com") && !isHost(u, "youtube-nocookie.com")) return null;
  if (u.pathname === "/watch") return u.searchParams.get("v");
  const [, kind, id] = u.pathname.split("/");
  return kind === "embed" || kind === "shorts" || kind === "live" ? (id ?? null) : null;
}

function vimeoId(u: URL): string | null {
  if (isHost(u, "player.vimeo.com")) return /^\/video\/(\d+)/.exec(u.pathname)?.[1] ?? null;
  if (isHost(u, "vimeo.com")) return /^\/(\d+)(\/|$)/.exec(u.pathname)?.[1] ?? null;
  return null;
}

/** A third-party player service whose embeds wait for the visitor's consent. */
export type EmbedService = "youtube" | "vimeo";

/** A playable YouTube or Vimeo video: its service and the video's id (11 characters for YouTube, digits for Vimeo). */
export type EmbedTarget = { service: EmbedService; id: string };

/** The service's name as visitors read it and as a cookie service is named in the Cookies tab. */
export const EMBED_SERVICE_NAMES: Record<EmbedService, string> = { youtube: "YouTube", vimeo: "Vimeo" };

/** Which service plays this link, and the video's id; null for anything that is not a playable YouTube or Vimeo link. */
export function embedTarget(url: string): EmbedTarget | null {
  const u = parse(url);
  if (!u || (u.protocol !== "https:" && u.protocol !== "http:") || u.hostname === "relative.invalid") return null;
  const yt = youtubeId(u);
  if (yt && YOUTUBE_ID.test(yt)) return { service: "youtube", id: yt };
  const vimeo = vimeoId(u);
  return vimeo && /^\d{1,20}$/.test(vimeo) ? { service: "vimeo", id: vimeo } : null;
}

/**
 * The player's address for a video: YouTube's privacy-enhanced host
 * (youtube-nocookie.com), Vimeo's player with Do Not Track (`dnt=1`: no
 * session data kept). `autoplay` when the visitor has just pressed to play it.
 * Only a valid id makes an address (ids come from `embedTarget` or a page's data).
 */
export function playerUrl(target: EmbedTarget, { autoplay = false }: { autoplay?: boolean } = {}): string | null {
  if (target.service === "youtube") {
    if (!YOUTUBE_ID.test(target.id)) return null;
    return `https://www.youtube-nocookie.com/embed/${target.id}${autoplay ? "?autoplay=1" : ""}`;
  }
  if (!/^\d{1,20}$/.test(target.id)) return null;
  return `https://player.vimeo.com/video/${target.id}?dnt=1${autoplay ? "&autoplay=1" : ""}`;
}

/** The player URL for a YouTube or Vimeo link, else null. */
export function embedUrl(url: string): string | null {
  const target = embedTarget(url);
  if (!target) return null;
  return target.service === "youtube" ? `https://www.youtube-nocookie.com/embed/${target.id}` : `https://player.vimeo.com/video/${target.id}`;
}

/**
 * How to render a media URL: "embed" (iframe player), "video" (<video> for a
 * video file) or "image". A YouTube/Vimeo URL that is not a playable link
 * (a channel page, say) counts as video for isVideoUrl but has no embed; it
 * falls back to "image" because neither <video> nor an iframe could play it.
 */
export function mediaKind(url: string): MediaKind {
  if (embedUrl(url)) return "embed";
  const u = parse(url);
  return u && VIDEO_EXTENSION.test(u.pathname) ? "video" : "image";
}

/**
 * Safe as an img/video src: http(s) URL, a site-relative path ("/..." but not
 * "//" or "/\", which browsers treat as another host), or a data:image/* URL.
 */
export function isSafeMediaUrl(url: string): boolean {
  const value = url.trim();
  if (value === "" || /[\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith("/")) return !/^\/[/\\]/.test(value);
  if (/^data:/i.test(value)) return /^data:image\/[a-z0-9.+-]+[;,]/i.test(value);
  const u = parse(value);
  return !!u && (u.protocol === "http:" || u.protocol === "https:") && /^https?:\/\//i.test(value);
}

/**
 * Adds "https://" to an address typed without a scheme ("www.example.com/a.jpg",
 * "example.com/a.jpg"): a host-like first segment (has a dot, or "localhost").
 * Site-relative paths, data: URLs and URLs with a scheme are left as they are.
 */
export function normalizeMediaUrl(url: string): string {
  const value = url.trim();
  if (value === "" || value.startsWith("/") || (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^/:]+:\d+(\/|$)/.test(value))) return value;
  const host = value.split(/[/?#]/, 1)[0] ?? "";
  return /^(localhost|[^\s.]+(\.[^\s.]+)+)(:\d+)?$/i.test(host) ? `https://${value}` : value;
}
