import { CANVAS_CLASS, useCanvasAnimation, type Draw } from "./use-canvas-animation";

/** Tiles of a bento grid: column, row, column span, row span (on a 6 x 4 grid). */
const TILES: [number, number, number, number][] = [
  [0, 0, 2, 2], [2, 0, 2, 1], [4, 0, 2, 1], [2, 1, 1, 1], [3, 1, 1, 1], [4, 1, 2, 2],
  [0, 2, 1, 2], [1, 2, 3, 1], [1, 3, 2, 1], [3, 3, 1, 1], [4, 3, 2, 1],
];
const GAP = 14;

/** Bento tiles lit by a glow that drifts across them (MagicBento, written for Onsite). */
const draw: Draw = (context, { width, height, time }) => {
  const t = time / 1000;
  const cellWidth = (width - GAP * 7) / 6;
  const cellHeight = (height - GAP * 5) / 4;
  const glow = { x: width * (0.5 + 0.4 * Math.sin(t * 0.35)), y: height * (0.5 + 0.4 * Math.sin(t * 0.5 + 1)) };
  const reach = Math.max(width, height) * 0.45;
  for (const [column, row, spanColumns, spanRows] of TILES) {
    const x = GAP + column * (cellWidth + GAP);
    const y = GAP + row * (cellHeight + GAP);
    const w = spanColumns * cellWidth + (spanColumns - 1) * GAP;
    const h = spanRows * cellHeight + (spanRows - 1) * GAP;
    const distance = Math.hypot(x + w / 2 - glow.x, y + h / 2 - glow.y);
    const light = Math.max(0, 1 - distance / reach);
    context.beginPath();
    context.roundRect(x, y, w, h, 18);
    context.fillStyle = `rgba(139, 92, 246, ${0.04 + light * 0.1})`;
    context.fill();
    context.strokeStyle = `rgba(124, 58, 237, ${0.1 + light * 0.35})`;
    context.lineWidth = 1;
    context.stroke();
  }
};

export default function MagicBento() {
  const ref = useCanvasAnimation(draw);
  return <canvas ref={ref} aria-hidden data-hero-animation="MagicBento" className={CANVAS_CLASS} />;
}
