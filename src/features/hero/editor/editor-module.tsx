"use client";

import type { EditorProps, EditorRequest } from "@/features/editing/record";
import type { HeroSection } from "../record";
import { fetchHero } from "./api";
import { HeroEditor } from "./hero-editor";

/** Edit mode: the hero, loaded fresh as the editor opens. */
export async function prepare(request: EditorRequest): Promise<HeroSection | null> {
  return request.mode === "edit" ? fetchHero(request.id) : null;
}

/** The Hero Section editor as the editing shell opens it (src/features/editing/types.ts). */
export default function HeroEditorModule({ request, data, onClose }: EditorProps<HeroSection | null>) {
  const target =
    request.mode === "edit" && data
      ? { mode: "edit" as const, hero: data }
      : { mode: "create" as const, order: request.mode === "create" ? request.order : undefined };
  return <HeroEditor target={target} urlPage={request.urlPage} onClose={onClose} />;
}
