"use client";

import type { EditorRegistration } from "@/features/editing/record";
import { CONTENT_ROLES } from "@/platform/tenancy/types";

/**
 * The media library on its own (issue 41 §2): from Create New and the command palette
 * (`#open=media`), to upload, describe, replace and delete files and see where each is
 * used and the storage used, without going through an image field.
 */
export const mediaLibraryEditor: EditorRegistration = {
  type: "media_library",
  label: "Media library",
  roles: CONTENT_ROLES,
  commands: [
    {
      id: "media",
      label: "Media library",
      keywords: ["images", "pictures", "photos", "videos", "files", "upload", "alt text"],
      roles: CONTENT_ROLES,
      group: "site",
    },
  ],
  load: () => import("./editor/library-editor"),
};
