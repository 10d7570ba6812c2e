import type { CSSProperties, ReactNode } from "react";
import type { HeroData } from "../defaults";
import { buttonStyle, heroTextColors } from "./view-model";

export const BUTTON_CLASS =
  "inline-flex items-center justify-center rounded-full px-7 py-3 text-base font-semibold shadow-lg shadow-gray-900/15 transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900";
export const VIDEO_LINK_CLASS =
  "group inline-flex items-center gap-3 rounded-full text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gray-900";

/** The round play mark of a video button (spec: "a video-play icon link"). */
export function PlayMark({ style }: { style: CSSProperties }) {
  return (
    <span aria-hidden className="flex size-12 items-center justify-center rounded-full shadow-lg transition group-hover:scale-105" style={style}>
      <svg viewBox="0 0 24 24" className="ml-0.5 size-5" fill="currentColor">
        <path d="M8 5.14v13.72a1 1 0 0 0 1.5.86l11.24-6.86a1 1 0 0 0 0-1.72L9.5 4.28A1 1 0 0 0 8 5.14Z" />
      </svg>
    </span>
  );
}

/** The button's look, for the editor's preview (it is not a link there). */
export const buttonLook = (hero: HeroData) => (hero.button_style.isVideo ? { className: VIDEO_LINK_CLASS, style: { color: heroTextColors(hero).text } } : { className: BUTTON_CLASS, style: buttonStyle(hero) });

/** The face of the button: a filled button, or the play mark beside the label. `label` may be the editor's editable text. */
export function ButtonFace({ hero, label }: { hero: HeroData; label: ReactNode }) {
  if (hero.button_style.isVideo) {
    return (
      <>
        <PlayMark style={buttonStyle(hero)} />
        <span>{label}</span>
      </>
    );
  }
  return label;
}

/** The hero's primary button, linking to its url (default /products). */
export function HeroButton({ hero, label }: { hero: HeroData; label: string }) {
  const video = hero.button_style.isVideo;
  return (
    <a
      href={hero.button_style.url || "/products"}
      data-hero-button={video ? "video" : "button"}
      className={video ? VIDEO_LINK_CLASS : BUTTON_CLASS}
      style={video ? { color: heroTextColors(hero).text } : buttonStyle(hero)}
    >
      <ButtonFace hero={hero} label={label} />
    </a>
  );
}

export const SECONDARY_CLASS =
  "inline-flex items-center justify-center rounded-full px-7 py-3 text-base font-semibold ring-2 ring-current ring-inset transition hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900";

/** The hero's second button (button_secondary_text, button_secondary_url): an outlined button in the hero's text colour. Inert in the editor's preview. */
export function SecondaryButton({ hero, label, url, preview = false }: { hero: HeroData; label: string; url: string; preview?: boolean }) {
  return (
    <a href={url} tabIndex={preview ? -1 : undefined} data-hero-button="secondary" className={SECONDARY_CLASS} style={{ color: heroTextColors(hero).text }}>
      {label}
    </a>
  );
}
