"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";
import type { EmbedIslandProps } from "./embed-island";
import type { EmbedPlaceholderProps } from "./embed-placeholder";

/**
 * The only code of a video placeholder in the page's scripts: after hydration it loads
 * the island (its own chunk, with the consent client) and mounts it inside the
 * placeholder. Pages without a video never ask for that chunk.
 */
export function EmbedActivator({ service, id, title }: Pick<EmbedPlaceholderProps, "service" | "id" | "title">) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [Island, setIsland] = useState<ComponentType<EmbedIslandProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import("./embed-island").then((module) => live && setIsland(() => module.EmbedIsland));
    return () => {
      live = false;
    };
  }, []);
  return (
    <span ref={anchor} className="contents">
      {Island && <Island anchor={anchor} service={service} id={id} title={title} />}
    </span>
  );
}
