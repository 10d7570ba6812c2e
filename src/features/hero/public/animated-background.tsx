import type { HeroAnimation } from "../constants";
import DotGrid from "./backgrounds/dot-grid";
import LetterGlitch from "./backgrounds/letter-glitch";
import MagicBento from "./backgrounds/magic-bento";

/**
 * The hero's animated background. Each one is a client component of its own
 * module, so its code is a chunk of its own that a page loads only when its
 * hero renders that background (a page whose hero has none loads none of it).
 */
export function AnimatedBackground({ name }: { name: HeroAnimation }) {
  if (name === "DotGrid") return <DotGrid />;
  if (name === "LetterGlitch") return <LetterGlitch />;
  if (name === "MagicBento") return <MagicBento />;
  return null;
}
