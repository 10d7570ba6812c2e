"use client";

import { X } from "lucide-react";
import { initials, type PresentEditor } from "./rules";
import { fill, presenceTexts } from "./texts";
import type { Presence } from "./use-presence";

/** The page's UI language (the editor is mounted in the browser only). */
const pageTexts = () => presenceTexts(typeof document === "undefined" ? "en" : document.documentElement.lang.split("-")[0] || "en");

/** Dark enough for white initials (WCAG AA), picked by the member's id so a person keeps a colour. */
const COLOURS = ["bg-blue-700", "bg-emerald-700", "bg-violet-700", "bg-rose-700", "bg-amber-800", "bg-teal-700", "bg-fuchsia-700", "bg-slate-700"];
function colourOf(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return COLOURS[Math.abs(hash) % COLOURS.length]!;
}

function Avatar({ editor, label }: { editor: PresentEditor; label: string }) {
  return (
    <li
      title={label}
      className={`flex size-7 items-center justify-center rounded-full text-xs font-semibold text-white ring-2 ring-white motion-safe:transition-transform motion-safe:hover:-translate-y-0.5 ${colourOf(editor.user_id)}`}
    >
      <span aria-hidden>{initials(editor.name)}</span>
      <span className="sr-only">{label}</span>
    </li>
  );
}

/** Who else has the record open: initials in circles, each with the member's name as its text (issue 43 §4). */
export function PresenceAvatars({ presence }: { presence: Presence }) {
  const t = pageTexts();
  return (
    <>
      {presence.others.length > 0 && (
        <ul aria-label={t.alsoHere} data-presence className="flex items-center -space-x-1.5">
          {presence.others.map((editor) => (
            <Avatar key={editor.user_id} editor={editor} label={fill(t.here, editor.name)} />
          ))}
        </ul>
      )}
      <span role="status" className="sr-only">
        {presence.arrived ? fill(t.joined, presence.arrived) : ""}
      </span>
    </>
  );
}

/** Another member saved the open record: who, and whether the form took their version or the conflict view follows. */
export function RemoteSaveNote({ name, conflict, onDismiss }: { name: string | null; conflict: boolean; onDismiss: () => void }) {
  const t = pageTexts();
  const who = name ?? t.someone;
  return (
    <div role="status" data-remote-save className="flex items-start gap-3 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900">
      <p className="min-w-0 flex-1">{fill(conflict ? t.savedConflict : t.savedLoaded, who)}</p>
      <button type="button" onClick={onDismiss} aria-label={t.dismiss} title={t.dismiss} className="rounded p-0.5 hover:bg-blue-100">
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
