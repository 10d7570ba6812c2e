import { headingSectionEditor } from "@/features/heading-sections";
import { heroEditor } from "@/features/hero";
import { footerEditor, headerEditor } from "@/features/menus";
import { pageEditor } from "@/features/pages";
import { postEditor } from "@/features/posts";
import { sectionEditor } from "@/features/sections";
import { globalSettingsEditor } from "@/features/settings";
import { siteMapEditor } from "@/features/site-map";
import { pageLayoutEditor } from "@/features/site";
import type { EditorRegistration } from "./types";

/**
 * Every editor the shell offers, in one list (DESIGN.md "Editing"): the blocks'
 * Edit buttons, "Add section here", the shortcuts, and later Create New and the
 * command palette read it. Each feature exports its registration from its index.ts.
 */
export const PAGE_EDITORS: readonly EditorRegistration[] = [sectionEditor, headingSectionEditor, heroEditor, pageEditor, postEditor, pageLayoutEditor, headerEditor, footerEditor, siteMapEditor, globalSettingsEditor];
