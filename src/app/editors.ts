import { createElement } from "react";
import { loadLoginModal } from "@/features/account";
import type { BlockRegistration, EditingSetup, EditorRegistration } from "@/features/editing";
import { headingSectionEditor } from "@/features/heading-sections";
import { heroEditor } from "@/features/hero";
import { inboxEditor } from "@/features/help-widget";
import { mediaLibraryEditor } from "@/features/media-library";
import { bookingsEditor } from "@/features/meetings";
import { messagesEditor } from "@/features/messages";
import { footerEditor, headerEditor } from "@/features/menus";
import { pageEditor } from "@/features/pages";
import { postEditor } from "@/features/posts";
import { pricingPlanEditor } from "@/features/products";
import { sectionEditor } from "@/features/sections";
import { globalSettingsEditor } from "@/features/settings";
import { SiteLinkChoices, siteMapEditor } from "@/features/site-map";
import { pageLayoutEditor } from "@/features/site";
import { translationViewEditor } from "@/features/translation-view";
import type { BlockType } from "./blocks";

/**
 * The block types' registrations, one for each type of the block registry and
 * in its order (src/app/blocks.ts carries the same objects): a type missing
 * here, or one the registry does not have, fails the type check.
 */
export const BLOCK_EDITORS = {
  hero: heroEditor,
  template_section: sectionEditor,
  heading_section: headingSectionEditor,
} satisfies { [K in BlockType]: BlockRegistration<K> };

/**
 * Every editor the shell offers, in one list (DESIGN.md "Editing"), assembled
 * here above the features: the blocks' Edit buttons, "Add section here", and,
 * from the registrations' `commands`, Create New, the command palette, the
 * shortcuts and `#open=` links. Each feature exports its registration from its
 * index.ts. Their order is the order of "Add section here" and, within each
 * group, of Create New.
 */
export const PAGE_EDITORS: readonly EditorRegistration[] = [
  BLOCK_EDITORS.template_section,
  BLOCK_EDITORS.heading_section,
  BLOCK_EDITORS.hero,
  pageEditor,
  postEditor,
  siteMapEditor,
  mediaLibraryEditor,
  globalSettingsEditor,
  pageLayoutEditor,
  translationViewEditor,
  headerEditor,
  footerEditor,
  messagesEditor,
  inboxEditor,
  bookingsEditor,
  pricingPlanEditor,
];

/**
 * What the editing shell is handed (src/app/editing.tsx loads this module for
 * members only): the editors above; an ended session's sign-in, the account
 * feature's login modal; under the rich text's link fields, the site's pages to
 * pick and a warning for a path that is none (docs/decisions.md "Links by choice").
 */
export const EDITING: EditingSetup = {
  editors: PAGE_EDITORS,
  blocks: Object.values(BLOCK_EDITORS),
  signIn: loadLoginModal,
  linkChoices: (props) => createElement(SiteLinkChoices, props),
};
