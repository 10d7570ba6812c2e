// The embeds feature (client-safe): third-party players (YouTube, Vimeo) that load
// only after the visitor's consent (issue 21 "Blocked until consent"). Sections,
// metrics and the hero render `MediaEmbed` for a video link: a placeholder rendered on
// the server, whose behaviour loads in its own chunk on pages with a video only. Its
// texts (embeds.*) register from ./server, which the site layout imports.
export { EmbedPlaceholder, type EmbedPlaceholderProps } from "./public/embed-placeholder";
export { MediaEmbed } from "./public/media-embed";
