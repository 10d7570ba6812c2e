"use client";

import { lazy, Suspense, type CSSProperties } from "react";
import { Toaster } from "sonner";
import { QueryProvider } from "@/ui/query";
import { PAGE_EDITORS } from "./editors";

// Sonner's light rich colours are below WCAG AA (4.5:1) on their own backgrounds: darker text, same hues.
const TOAST_COLORS = {
  "--success-text": "hsl(140, 100%, 24%)",
  "--info-text": "hsl(210, 92%, 40%)",
  "--warning-text": "hsl(31, 92%, 32%)",
  "--error-text": "hsl(360, 100%, 40%)",
} as CSSProperties;

const EDITORS = PAGE_EDITORS.map((editor) => ({ type: editor.type, Component: lazy(editor.load) }));

/**
 * The members-only shell (loaded lazily by EditingLayer): one query client and
 * one toaster for every editor on the page.
 */
export default function EditingShell({ urlPage }: { urlPage: string }) {
  return (
    <QueryProvider>
      <Toaster richColors position="bottom-right" offset={{ bottom: 88, right: 24 }} style={TOAST_COLORS} />
      {EDITORS.map(({ type, Component }) => (
        <Suspense key={type} fallback={null}>
          <Component urlPage={urlPage} />
        </Suspense>
      ))}
    </QueryProvider>
  );
}
