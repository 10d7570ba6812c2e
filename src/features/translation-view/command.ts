/** The id of the command that opens the translation view (an editor's link to it dispatches it: OPEN_COMMAND_EVENT). */
export const TRANSLATE_COMMAND = "translate";
