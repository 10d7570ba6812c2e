"use client";

import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { headerScroll } from "../model/header-scroll";

export type HeaderStyleType = "default" | "transparent" | "fixed";

/**
 * The fixed 64 px bar under any fixed banner (`--onsite-banner-offset`, set by
 * banners, default 0). It hides when scrolling down past 100 px and shows when
 * scrolling up or near the top (not the fixed style); a transparent header gets
 * its blurred background once scrolled past 10% of the viewport.
 */
export function HeaderFrame({ styleType, background, style, children }: { styleType: HeaderStyleType; background: CSSProperties; style: CSSProperties; children?: ReactNode }) {
  const [state, setState] = useState({ scrolled: false, hidden: false });
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let previous = window.scrollY;
    let hidden = false;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const next = headerScroll(previous, y, window.innerHeight, styleType, hidden);
      previous = y;
      hidden = next.hidden;
      if (layer.current) layer.current.style.opacity = String(next.opacity);
      setState((current) => (current.scrolled === next.scrolled && current.hidden === next.hidden ? current : { scrolled: next.scrolled, hidden: next.hidden }));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [styleType]);
  return (
    <header
      data-site-header
      data-site-chrome-part
      data-header-style={styleType}
      data-scrolled={state.scrolled || undefined}
      data-hidden={state.hidden || undefined}
      className="fixed inset-x-0 z-40 h-16 transition-transform duration-300 ease-out motion-reduce:transition-none data-hidden:-translate-y-[calc(100%+var(--onsite-banner-offset,0px))]"
      style={{ ...style, top: "var(--onsite-banner-offset, 0px)" }}
    >
      <div
        ref={layer}
        aria-hidden
        // Transparent: no background until scrolled (the scroll handler then sets the opacity, cc to f2),
        // faded in unless the visitor asked for less motion.
        className={`absolute inset-0 -z-10 ${styleType === "transparent" ? "opacity-0 backdrop-blur-md transition-opacity duration-200 ease-out motion-reduce:transition-none" : "border-b border-black/5 shadow-sm"}`}
        style={background}
      />
      {children}
    </header>
  );
}
