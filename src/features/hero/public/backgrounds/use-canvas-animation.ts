import { useEffect, useRef } from "react";

export type Frame = { width: number; height: number; /** ms since start; frozen at 0 under reduced motion */ time: number };
export type Draw = (context: CanvasRenderingContext2D, frame: Frame) => void;

/**
 * Runs `draw` on the canvas every animation frame while the hero is on screen
 * and the tab is visible. Under `prefers-reduced-motion: reduce` it draws one
 * still frame and stops (it follows the setting when it changes). The canvas
 * says which in `data-motion` ("running" or "paused").
 */
export function useCanvasAnimation(draw: Draw, { interval = 0 }: { /** Least ms between two paints (a field of letters need not repaint 60 times a second). */ interval?: number } = {}) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const start = performance.now();
    let width = 0;
    let height = 0;
    let frame = 0;
    let onScreen = true;
    let painted = -Infinity;

    const paint = (now: number) => {
      painted = now;
      context.clearRect(0, 0, width, height);
      draw(context, { width, height, time: motion.matches ? 0 : now - start });
    };
    const loop = (now: number) => {
      frame = 0;
      if (now - painted >= interval) paint(now);
      schedule();
    };
    const running = () => !motion.matches && onScreen && !document.hidden;
    const schedule = () => {
      if (!frame && running()) frame = requestAnimationFrame(loop);
    };
    const update = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      canvas.dataset.motion = running() ? "running" : "paused";
      paint(performance.now());
      schedule();
    };
    const resize = () => {
      const box = canvas.getBoundingClientRect();
      const ratio = Math.min(2, window.devicePixelRatio || 1);
      width = box.width;
      height = box.height;
      canvas.width = Math.max(1, Math.round(width * ratio));
      canvas.height = Math.max(1, Math.round(height * ratio));
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      update();
    };

    const sizes = new ResizeObserver(resize);
    sizes.observe(canvas);
    const visibility = new IntersectionObserver((entries) => {
      onScreen = entries.some((entry) => entry.isIntersecting);
      update();
    });
    visibility.observe(canvas);
    motion.addEventListener("change", update);
    document.addEventListener("visibilitychange", update);
    resize();
    return () => {
      cancelAnimationFrame(frame);
      sizes.disconnect();
      visibility.disconnect();
      motion.removeEventListener("change", update);
      document.removeEventListener("visibilitychange", update);
    };
  }, [draw, interval]);
  return ref;
}

/** The canvas behind the hero's content: decorative, never in the way of a click. */
export const CANVAS_CLASS = "pointer-events-none absolute inset-0 -z-10 size-full";
