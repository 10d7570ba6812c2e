"use client";

import { useEffect, useRef, useState, type RefObject } from "react";
import { EMBED_SERVICE_NAMES, playerUrl, type EmbedService } from "@/platform/media/media";
import { useT } from "@/platform/tenancy/site-context";
import { allowService, openSettings, watchConsent } from "./consent-port";

export type EmbedIslandProps = {
  /** An element inside the placeholder (`[data-embed]`), whose buttons this island serves. */
  anchor: RefObject<HTMLElement | null>;
  service: EmbedService;
  id: string;
  title?: string;
};

/** Why the player shows: pressed "Load once" (this page view only), or the visitor's consent for the service. */
type Loaded = { by: "once" | "consent"; autoplay: boolean };

/**
 * The behaviour of a video placeholder (its own chunk, loaded only on pages with a
 * video): "Load once" swaps in the player for this page view; "Always allow" records
 * consent for the service (the consent feature's `grantService`, source `embed`) and
 * loads it; a visitor who has consented to the service gets the player at once (no
 * autoplay), and loses it again when they withdraw. The player comes from
 * youtube-nocookie.com or Vimeo with Do Not Track, in the placeholder's very box.
 */
export function EmbedIsland({ anchor, service, id, title }: EmbedIslandProps) {
  const t = useT();
  const name = EMBED_SERVICE_NAMES[service];
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const focusFrame = useRef(false);

  useEffect(() => {
    const container = anchor.current?.closest<HTMLElement>("[data-embed]");
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      const action = event.target instanceof Element ? event.target.closest("[data-embed-action]")?.getAttribute("data-embed-action") : null;
      if (action === "once" || action === "always") {
        focusFrame.current = true;
        setLoaded({ by: action === "once" ? "once" : "consent", autoplay: true });
        if (action === "always") void allowService(name);
      } else if (action === "settings") openSettings();
    };
    container.addEventListener("click", onClick);
    container.dataset.embedReady = "";
    return () => {
      container.removeEventListener("click", onClick);
      delete container.dataset.embedReady;
    };
  }, [anchor, name]);

  useEffect(
    () =>
      watchConsent(name, (granted) =>
        setLoaded((current) => {
          if (granted) return current ?? { by: "consent", autoplay: false };
          return current?.by === "consent" ? null : current;
        }),
      ),
    [name],
  );

  const src = loaded ? playerUrl({ service, id }, { autoplay: loaded.autoplay }) : null;

  useEffect(() => {
    const container = anchor.current?.closest<HTMLElement>("[data-embed]");
    if (container) container.dataset.embedState = src ? "loaded" : "placeholder";
    if (src && focusFrame.current) {
      focusFrame.current = false;
      frame.current?.focus();
    }
  }, [anchor, src]);

  if (!src) return null;
  return (
    <iframe
      ref={frame}
      src={src}
      title={t("embeds.frameTitle", { title: title?.trim() || t("embeds.video"), service: name })}
      loading="lazy"
      allowFullScreen
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
      referrerPolicy="strict-origin-when-cross-origin"
      className="absolute inset-0 block size-full border-0"
    />
  );
}
