"use client";

import type { ButtonHTMLAttributes } from "react";
import { useScriptsReady } from "./use-scripts-ready";

type Variant = "primary" | "secondary" | "danger" | "ghost";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-gray-900 text-white hover:bg-gray-800",
  secondary: "border border-gray-300 bg-white text-gray-800 hover:bg-gray-50",
  danger: "bg-red-600 text-white hover:bg-red-700",
  ghost: "text-gray-700 hover:bg-gray-100",
};

/**
 * A button; `busy` disables it, sets aria-busy and shows `busyLabel` (e.g. "Saving...").
 * A submit button stays disabled until the scripts are ready: its form works through
 * them, and pressed earlier the browser would post it by itself (issue 36).
 */
export function Button({
  variant = "secondary",
  busy = false,
  busyLabel,
  className = "",
  children,
  disabled,
  type = "button",
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; busy?: boolean; busyLabel?: string }) {
  const ready = useScriptsReady();
  return (
    <button
      type={type}
      disabled={disabled || busy || (type === "submit" && !ready)}
      aria-busy={busy || undefined}
      className={`inline-flex items-center justify-center gap-1.5 rounded-md px-3.5 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${VARIANTS[variant]} ${className}`}
      {...rest}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
