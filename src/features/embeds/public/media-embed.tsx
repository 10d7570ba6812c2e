import type { CSSProperties } from "react";
import { embedTarget } from "@/platform/media/media";
import { EmbedPlaceholder } from "./embed-placeholder";

/**
 * The consent-gated player for a YouTube or Vimeo link (`mediaKind(url) === "embed"`),
 * else nothing. Usable from server and client components alike: only the service and
 * the video's id reach the browser, never a request-able address of the service.
 */
export function MediaEmbed({ url, title, className, style }: { url: string; title?: string; className?: string; style?: CSSProperties }) {
  const target = embedTarget(url);
  if (!target) return null;
  return <EmbedPlaceholder service={target.service} id={target.id} title={title} className={className} style={style} />;
}
