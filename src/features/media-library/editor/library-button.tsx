"use client";

import { Images } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/ui/button";
import type { MediaRecord } from "../types";

// The library (grid, upload, details) loads when it is first opened.
const LibraryDialog = lazy(() => import("./library-dialog"));

/** "Choose from library" beside a media field's URL: the field gets the file's stable address. */
export function ChooseFromLibrary({
  accept = "media",
  onPick,
  className,
}: {
  accept?: "image" | "media";
  onPick: (url: string, file: MediaRecord) => void;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className={className}
      >
        <Images className="size-3.5" aria-hidden /> Choose from library
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LibraryDialog
            open={open}
            onOpenChange={setOpen}
            accept={accept}
            onPick={(file) => {
              onPick(file.url, file);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
