"use client";

import type { EditorRegistration } from "@/features/editing/record";
import { ADMIN_ROLES, CONTENT_ROLES } from "@/platform/tenancy/types";
import { TRANSLATE_COMMAND, TRANSLATE_SITE_COMMAND } from "./command";

/**
 * The translation view (issue 42, item 3): the command palette's "Translate this page"
 * (not in Create New: it creates nothing), `#open=translate` links and Manage Page
 * Layout's "Translate" open it on the page the member is on; "Translate site-wide texts" (owners
 * and admins: they edit the menus and Global Settings lists) opens it on the menus, FAQs and banners.
 */
export const translationViewEditor: EditorRegistration = {
  type: "translation_view",
  label: "Translate this page",
  commands: [
    {
      id: TRANSLATE_COMMAND,
      label: "Translate this page",
      keywords: ["translation", "language", "languages", "machine", "draft"],
      roles: CONTENT_ROLES,
      group: "site",
      paletteOnly: true,
    },
    {
      id: TRANSLATE_SITE_COMMAND,
      label: "Translate site-wide texts",
      keywords: ["translation", "language", "menu", "faq", "banner", "site-wide"],
      roles: ADMIN_ROLES,
      group: "site",
      tab: "site",
      paletteOnly: true,
      // An editor's `#open=translate-site` opens the page's texts, with a note that owners and admins translate these.
      otherwise: TRANSLATE_COMMAND,
    },
  ],
  load: () => import("./editor/translation-view"),
};
