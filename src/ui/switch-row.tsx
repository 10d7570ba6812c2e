"use client";

import { useId, type ReactNode } from "react";

/** An on/off setting with its label and a hint, as a switch (role="switch", named by the label, described by the hint). */
export function SwitchRow({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={`flex items-center justify-between gap-3 px-3 py-2.5 ${disabled ? "opacity-50" : ""}`}>
      <div>
        <div id={`${id}-label`} className="text-sm font-medium text-gray-900">
          {label}
        </div>
        <div id={`${id}-hint`} className="text-xs text-gray-500">
          {hint}
        </div>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-6 w-10 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-blue-500/50 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed ${
          checked ? "bg-gray-900" : "bg-gray-300"
        }`}
      >
        <span className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-[18px]" : "translate-x-0.5"}`} />
      </button>
    </div>
  );
}
