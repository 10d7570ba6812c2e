"use client";

import dynamic from "next/dynamic";
import type { HeroAnimation } from "../../constants";

// Each background's code is a chunk of its own, fetched by the browser only when
// a hero shows that background; this module (in every page's JavaScript) is
// only the three loaders. Nothing renders on the server: a canvas has nothing to show before it runs.
const BACKGROUNDS = {
  DotGrid: dynamic(() => import("./dot-grid"), { ssr: false }),
  LetterGlitch: dynamic(() => import("./letter-glitch"), { ssr: false }),
  MagicBento: dynamic(() => import("./magic-bento"), { ssr: false }),
};

/** The hero's animated background (DotGrid, LetterGlitch or MagicBento), paused under prefers-reduced-motion. */
export function AnimatedBackground({ name }: { name: HeroAnimation }) {
  if (!name) return null;
  const Background = BACKGROUNDS[name];
  return <Background />;
}
