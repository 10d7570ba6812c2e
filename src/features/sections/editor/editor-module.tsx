"use client";

import type { EditorProps, EditorRequest } from "@/features/editing/record";
import type { TemplateSection } from "../schema";
import { fetchSection, SECTION_MESSAGES_UI } from "./api";
import { SectionEditor } from "./section-editor";

/** Edit mode: the section, loaded fresh as the editor opens. */
export async function prepare(request: EditorRequest): Promise<TemplateSection | null> {
  return request.mode === "edit" ? fetchSection(request.id, SECTION_MESSAGES_UI.openFailed) : null;
}

/** The Template Section editor as the editing shell opens it (src/features/editing/types.ts). */
export default function SectionEditorModule({ request, data, onClose }: EditorProps<TemplateSection | null>) {
  const target =
    request.mode === "edit" && data
      ? { mode: "edit" as const, section: data }
      : { mode: "create" as const, order: request.mode === "create" ? request.order : undefined };
  return <SectionEditor target={target} urlPage={request.urlPage} onClose={onClose} />;
}
