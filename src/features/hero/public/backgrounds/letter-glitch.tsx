import { CANVAS_CLASS, useCanvasAnimation, type Draw } from "./use-canvas-animation";

const CELL = { width: 14, height: 22 };
const CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789#$%&*+=<>/";
const COLORS = ["rgba(37, 99, 235, 0.2)", "rgba(147, 51, 234, 0.18)", "rgba(13, 148, 136, 0.2)"];
/** How often a share of the letters changes (ms). */
const TICK = 70;

/** A cheap repeatable random number per cell and tick, so every frame of a tick draws the same letters. */
function noise(a: number, b: number, c: number): number {
  const value = Math.sin(a * 12.9898 + b * 78.233 + c * 37.719) * 43758.5453;
  return value - Math.floor(value);
}

/** A field of letters that flicker a few at a time (LetterGlitch, written for Onsite). */
const draw: Draw = (context, { width, height, time }) => {
  const tick = Math.floor(time / TICK);
  context.font = "16px ui-monospace, SFMono-Regular, Menlo, monospace";
  context.textBaseline = "top";
  const columns = Math.ceil(width / CELL.width);
  const rows = Math.ceil(height / CELL.height);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      // Each cell keeps its letter until its own random tick comes round (about 1 in 25 per tick).
      const epoch = Math.floor((tick + noise(column, row, 0) * 25) / 25);
      const pick = noise(column, row, epoch + 1);
      context.fillStyle = COLORS[Math.floor(noise(row, column, epoch + 2) * COLORS.length)]!;
      context.fillText(CHARACTERS[Math.floor(pick * CHARACTERS.length)]!, column * CELL.width, row * CELL.height);
    }
  }
};

export default function LetterGlitch() {
  const ref = useCanvasAnimation(draw, { interval: TICK });
  return <canvas ref={ref} aria-hidden data-hero-animation="LetterGlitch" className={CANVAS_CLASS} />;
}
