import { createContext, type ReactNode } from "react";

/**
 * What the rich text's link field offers besides typing, drawn under it: the editing
 * shell hands in the site map feature's list of the site's pages and its warning for a
 * path that is none (src/ui imports no feature). `url` is the link as it would be
 * stored (a bare domain already as https://…); `onPick` fills the field. It returns
 * an element (`(props) => <SiteLinkChoices {...props} />`, made once, not per render).
 * No editor code here: the shell imports this file alone, not TipTap.
 */
export type LinkChoices = (props: { url: string; onPick: (url: string) => void }) => ReactNode;
export const LinkChoicesContext = createContext<LinkChoices | null>(null);
