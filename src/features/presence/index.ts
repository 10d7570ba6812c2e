// Presence of other editors (issue 43 §4), for the editing shell's record hook and frame:
// members-only client code, mounted in an open editor (never in a public page's HTML).
export { usePresence, type Presence, type RemoteSave } from "./use-presence";
export { PresenceAvatars, RemoteSaveNote } from "./presence-bar";
export { initials, type PresentEditor } from "./rules";
