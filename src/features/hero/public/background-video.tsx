"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useT } from "@/platform/tenancy/site-context";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const subscribeNothing = () => () => {};

/** The visitor's reduced-motion preference (false on the server: the video starts paused there anyway). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * The hero's background video file (background_video): behind the text under a light
 * veil, muted, inline, looping, without controls, hidden from screen readers. The
 * server's HTML has no autoplay: it plays once this island runs, unless the visitor
 * prefers reduced motion (then it stays paused on its first frame). A button pauses and
 * plays it (WCAG 2.2.2: moving content that starts by itself can be paused); the
 * visitor's choice wins over the preference.
 */
export function BackgroundVideo({ src }: { src: string }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  // False while hydrating (the server's HTML has no button: it would do nothing before this runs).
  const mounted = useSyncExternalStore(subscribeNothing, () => true, () => false);
  // What the video does, from its own events (a browser may refuse to play it): the button says the opposite.
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const update = () => setPlaying(!element.paused);
    element.addEventListener("play", update);
    element.addEventListener("pause", update);
    return () => {
      element.removeEventListener("play", update);
      element.removeEventListener("pause", update);
    };
  }, []);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.muted = true;
    element.defaultMuted = true;
    // The preference read here, not from the render: hydration renders with the server's
    // answer (no preference) first, which must not start the video for a single frame.
    const stop = choice ? choice === "pause" : window.matchMedia(REDUCED_MOTION).matches;
    if (stop) element.pause();
    // A browser that refuses to play (data saver) leaves the first frame: nothing to report.
    else void element.play().catch(() => {});
  }, [choice, reducedMotion]);

  return (
    <>
      <div aria-hidden className="absolute inset-0 -z-20">
        <video
          ref={video}
          src={src}
          muted
          playsInline
          loop
          preload="metadata"
          tabIndex={-1}
          className="block size-full object-cover"
          data-hero-video="video"
        />
        {/* A light veil keeps dark text readable on any video. */}
        <div className="absolute inset-0 bg-white/75" />
      </div>
      {mounted && (
        <button
          type="button"
          onClick={() => setChoice(playing ? "pause" : "play")}
          className="absolute right-4 bottom-4 z-10 inline-flex size-10 items-center justify-center rounded-full bg-gray-900/70 text-white shadow-lg hover:bg-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900"
          aria-label={playing ? t("pauseVideo") : t("playVideo")}
          data-hero-video-toggle
        >
          <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="currentColor">
            {!playing ? <path d="M8 5.14v13.72a1 1 0 0 0 1.5.86l11.24-6.86a1 1 0 0 0 0-1.72L9.5 4.28A1 1 0 0 0 8 5.14Z" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />}
          </svg>
        </button>
      )}
    </>
  );
}

/** The background video in the editor's preview: its first frame under the veil, still (the preview is for placing things, not watching). */
export function StillBackgroundVideo({ src }: { src: string }) {
  return (
    <div aria-hidden className="absolute inset-0 -z-20">
      <video src={src} muted playsInline preload="metadata" tabIndex={-1} className="block size-full object-cover" data-hero-video="video" />
      <div className="absolute inset-0 bg-white/75" />
    </div>
  );
}
