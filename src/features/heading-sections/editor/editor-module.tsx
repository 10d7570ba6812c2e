"use client";

import type { EditorProps, EditorRequest } from "@/features/editing/record";
import type { HeadingSection } from "../schema";
import { fetchHeading } from "./api";
import { HeadingEditor } from "./heading-editor";

/** Edit mode: the heading, loaded fresh as the editor opens. */
export async function prepare(request: EditorRequest): Promise<HeadingSection | null> {
  return request.mode === "edit" ? fetchHeading(request.id) : null;
}

/** The Heading Section editor as the editing shell opens it (src/features/editing/types.ts). */
export default function HeadingEditorModule({ request, data, onClose }: EditorProps<HeadingSection | null>) {
  const target =
    request.mode === "edit" && data
      ? { mode: "edit" as const, heading: data }
      : { mode: "create" as const, order: request.mode === "create" ? request.order : undefined };
  return <HeadingEditor target={target} urlPage={request.urlPage} onClose={onClose} />;
}
