"use client";

import { useEffect, useState, type ComponentType } from "react";
import type { HeroAnimation } from "../../constants";

// Each background's code is a chunk of its own, fetched by the browser only when
// a hero shows that background; this module (in every page's JavaScript) is
// only the three loaders. Nothing renders on the server (nor while the page
// hydrates): a canvas has nothing to show before it runs.
const BACKGROUNDS = {
  DotGrid: () => import("./dot-grid"),
  LetterGlitch: () => import("./letter-glitch"),
  MagicBento: () => import("./magic-bento"),
};

/** The hero's animated background (DotGrid, LetterGlitch or MagicBento), paused under prefers-reduced-motion. */
export function AnimatedBackground({ name }: { name: HeroAnimation }) {
  const [loaded, setLoaded] = useState<{ name: HeroAnimation; Background: ComponentType } | null>(null);
  useEffect(() => {
    if (!name) return;
    let live = true;
    BACKGROUNDS[name]().then(
      (module) => live && setLoaded({ name, Background: module.default }),
      (error: unknown) => console.error(`The hero background "${name}" could not be loaded.`, error),
    );
    return () => {
      live = false;
    };
  }, [name]);
  if (!name || loaded?.name !== name) return null;
  return <loaded.Background />;
}
