import { CANVAS_CLASS, useCanvasAnimation, type Draw } from "./use-canvas-animation";

const GAP = 28;

/** Dots on a grid, swelling and fading in slow waves (DotGrid, written for Onsite). */
const draw: Draw = (context, { width, height, time }) => {
  const t = time / 1000;
  for (let y = GAP / 2; y < height; y += GAP) {
    for (let x = GAP / 2; x < width; x += GAP) {
      const wave = Math.sin(x / 90 + t * 1.1) * Math.cos(y / 70 - t * 0.8);
      const strength = (wave + 1) / 2;
      context.fillStyle = `rgba(79, 70, 229, ${0.1 + strength * 0.22})`;
      context.beginPath();
      context.arc(x, y, 1.4 + strength * 1.8, 0, Math.PI * 2);
      context.fill();
    }
  }
};

export default function DotGrid() {
  const ref = useCanvasAnimation(draw);
  return <canvas ref={ref} aria-hidden data-hero-animation="DotGrid" className={CANVAS_CLASS} />;
}
