/** The click-to-load placeholder of third-party videos (ICU messages; {service} is YouTube or Vimeo). */
const en = {
  video: "Video",
  label: "{service} video: {title}",
  notice: "This video is hosted by {service}. Loading it lets {service} set cookies and see your visit.",
  loadOnce: "Load once",
  alwaysAllow: "Always allow",
  privacySettings: "Privacy settings",
  frameTitle: "{title} ({service})",
};

export type EmbedsMessages = typeof en;
export default en;
