"use client";

import type { EditorProps } from "@/features/editing/record";
import LibraryDialog from "./library-dialog";

/** The library opened from Create New or the palette: managing files, no field to hand one to ("Use this file" is not offered). */
export default function LibraryEditor({ onClose }: EditorProps) {
  return <LibraryDialog open onOpenChange={(open) => open || onClose()} />;
}
