import "server-only";
// Server entry of the embeds feature. Its texts (embeds.*: the video placeholder) register
// in the platform's catalog when this entry loads: the site layout imports it.
export { embedsMessages } from "../messages";
