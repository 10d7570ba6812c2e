/**
 * `sizes` attributes of the sections' media library pictures: how wide an image is
 * shown in each layout, so the browser fetches the narrowest variant that is sharp
 * enough (a phone gets the 320 or 640 px file).
 */

/** The sections' container: max-w-7xl (1280 px) with px-8 from 1024 px up, px-6 below. */
const CONTAINER = 1280;

/** The content's width at a viewport at least `from` px wide: contained (px-6, lg:px-8) or full width (px-6 sm:px-10 lg:px-16). */
function content(from: number, fullWidth: boolean): string | number {
  if (!fullWidth) return from >= CONTAINER ? CONTAINER - 64 : from >= 1024 ? "100vw - 64px" : "100vw - 48px";
  return from >= 1024 ? "100vw - 128px" : from >= 640 ? "100vw - 80px" : "100vw - 48px";
}

/**
 * An image one column wide of a grid: `steps` say how many columns from which
 * viewport width up (one below the narrowest), `gap` px between them, in the
 * sections' container or the full width.
 */
export function gridSizes(steps: { from: number; columns: number }[], { fullWidth = false, gap = 32 }: { fullWidth?: boolean; gap?: number } = {}): string {
  const columnsAt = (width: number) => Math.max(1, Math.floor([...steps].sort((a, b) => b.from - a.from).find((step) => step.from <= width)?.columns ?? 1));
  const points = [...new Set([...(fullWidth ? [1024, 640] : [CONTAINER, 1024]), ...steps.map((step) => step.from)])].sort((a, b) => b - a);
  const size = (width: number) => {
    const n = columnsAt(width);
    const box = content(width, fullWidth);
    const gaps = (n - 1) * gap;
    if (typeof box === "number") return `${Math.floor((box - gaps) / n)}px`;
    return n === 1 ? `calc(${box})` : `calc((${box} - ${gaps}px) / ${n})`;
  };
  return [...points.map((width) => `(min-width: ${width}px) ${size(width)}`), size(0)].join(", ");
}

/** A grid of `columns` columns from 768 px up, one below (the metrics' grid and slider). */
export const columnSizes = (columns: number, fullWidth = false) => gridSizes([{ from: 768, columns }], { fullWidth });

/** An image in a metric card (at most 350 px wide less its 24 px padding). */
export const CARD_IMAGE_SIZES = "(min-width: 400px) 302px, calc(100vw - 96px)";
