"use client";

import { useId, type KeyboardEvent } from "react";
import { RichTextEditor } from "@/ui/rich-text-editor";
import { Button } from "@/ui/button";
import { RichHtml } from "@/ui/rich-text";
import type { TranslationState } from "@/platform/translations/rules";
import type { ViewField } from "../types";
import { fieldLabel, subjectLabel, type TranslationViewTexts } from "../texts";
import { siteFieldLabel, type SiteScopeTexts } from "../site-texts";

const BADGE: Record<TranslationState | "draft", string> = {
  missing: "bg-red-100 text-red-900",
  outdated: "bg-amber-100 text-amber-900",
  translated: "bg-green-100 text-green-900",
  draft: "bg-blue-100 text-blue-900",
};

const INPUT = "block w-full rounded-md border border-gray-300 px-3 py-2 text-sm focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none";

type Props = {
  field: ViewField;
  texts: TranslationViewTexts;
  /** The site-wide records' and fields' names (issue 42, item 2). */
  site: SiteScopeTexts;
  /** The target column's text as shown (an edit, the draft, or the saved translation). */
  value: string;
  dirty: boolean;
  busy: boolean;
  onChange: (value: string) => void;
  /** Saves the shown text (for a draft: approves it). */
  onSave: () => void;
  /** Discards the field's machine draft (shown only with one). */
  onDiscard: () => void;
  /** The draft is being discarded. */
  discarding: boolean;
  /** Alt+Up / Alt+Down: the previous or next field. */
  onMove: (step: -1 | 1) => void;
};

/**
 * One field of the translation view: the source text beside its translation, its status
 * badge (and "Machine draft" when one waits for approval), and Save or Approve (and, beside Approve, Discard draft). Ctrl/Cmd+Enter
 * saves it; Alt+Up and Alt+Down move to the field above or below.
 */
export function FieldRow({ field, texts, site, value, dirty, busy, onChange, onSave, onDiscard, discarding, onMove }: Props) {
  const id = useId();
  const subject = site.subjects[field.subject as keyof SiteScopeTexts["subjects"]] ?? subjectLabel(texts, field.subject);
  const label = `${subject}: ${field.block.title} · ${siteFieldLabel(site, field.subject, field.field) ?? fieldLabel(texts, field.field, field.subject)}`;
  const draft = field.draft !== null;
  const canSave = !busy && (dirty || draft) && value.trim() !== "";
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey && (event.key === "ArrowUp" || event.key === "ArrowDown")) {
      event.preventDefault();
      onMove(event.key === "ArrowUp" ? -1 : 1);
    } else if ((event.ctrlKey || event.metaKey) && event.key === "Enter") {
      event.preventDefault();
      if (canSave) onSave();
    }
  };
  return (
    <li data-field={field.key} data-state={field.state} className="grid gap-3 border-b border-gray-200 py-4 md:grid-cols-2" onKeyDown={onKeyDown}>
      <div>
        <p className="mb-1.5 flex flex-wrap items-center gap-2 text-sm font-medium text-gray-900">
          <span id={`${id}-label`}>{label}</span>
          <span data-badge className={`rounded-full px-2 py-0.5 text-xs font-medium ${BADGE[field.state]}`}>
            {texts[field.state]}
          </span>
          {draft && <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${BADGE.draft}`}>{texts.draft}</span>}
        </p>
        <div className="rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-800">
          {field.rich ? <RichHtml html={field.source} /> : <p className="whitespace-pre-wrap">{field.source}</p>}
        </div>
      </div>
      <div className="flex flex-col gap-2 md:pt-7">
        {field.rich ? (
          <RichTextEditor key={`${field.key}:${field.state}:${field.draft ?? ""}`} id={id} label={label} value={value} onChange={onChange} />
        ) : (
          <textarea
            id={id}
            data-target
            aria-labelledby={`${id}-label`}
            rows={2}
            className={INPUT}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        <div className="flex justify-end gap-2">
          {draft && (
            <Button onClick={onDiscard} disabled={busy} busy={discarding} busyLabel={texts.discarding}>
              {texts.discard}
            </Button>
          )}
          <Button variant={draft ? "primary" : "secondary"} onClick={onSave} disabled={!canSave} busy={busy} busyLabel={texts.saving}>
            {draft ? texts.approve : texts.save}
          </Button>
        </div>
      </div>
    </li>
  );
}
