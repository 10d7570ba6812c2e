/** The id of the command that opens the translation view (an editor's link to it dispatches it: OPEN_COMMAND_EVENT). */
export const TRANSLATE_COMMAND = "translate";
/** The command that opens it on the site-wide texts (menus, FAQs, banners: issue 42, item 2). */
export const TRANSLATE_SITE_COMMAND = "translate-site";
