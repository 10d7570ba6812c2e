import { limitCounter } from "@/platform/schema/limits";

/**
 * "480/500" near a field's limit (from 80% of it on), so the limit is known before
 * saving. Over the limit it turns red-800 on white (7:1, well over 4.5:1) and says so
 * to screen readers through the field's aria-describedby.
 */
export function LimitCounter({ id, length, max, className = "" }: { id: string; length: number; max: number; className?: string }) {
  const counter = limitCounter(length, max);
  if (!counter) return null;
  return (
    <span
      id={id}
      data-testid="limit-counter"
      className={`inline-block rounded bg-white/90 px-1.5 text-xs tabular-nums ${counter.over ? "font-semibold text-red-800" : "text-gray-700"} ${className}`}
    >
      {counter.text}
      <span className="sr-only">{counter.over ? " characters, over the limit" : " characters"}</span>
    </span>
  );
}
