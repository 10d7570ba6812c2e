"use client";

import { History } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/ui/button";
import type { RevisionsTarget } from "./api";

// The dialog (lists, differences, restore) loads when it is opened.
const RevisionsDialog = lazy(() => import("./revisions-dialog"));

export type RevisionsButtonProps = RevisionsTarget & {
  /** What the record is called: "section", "header menu". */
  subject: string;
  /** After a restore (a new save): what the restore answered. */
  onRestored: (result: unknown) => void;
};

/** The editor footer's "Revisions" button: opens the record's saved versions over the editor. */
export function RevisionsButton({ onRestored, ...props }: RevisionsButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <History aria-hidden className="size-4" /> Revisions
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RevisionsDialog
            {...props}
            onClose={() => setOpen(false)}
            onRestored={(result) => {
              setOpen(false);
              onRestored(result);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
