/** The banners' texts (ICU messages): the region's name, the buttons, the countdown and its spoken summary. */
const en = {
  region: "Announcement",
  close: "Dismiss this announcement",
  expand: "Show more",
  collapse: "Close",
  newTab: "(opens in a new tab)",
  saleEnded: "Sale Ended",
  countdown: "{days}d {hours}h {minutes}m {seconds}s",
  countdownMinutes: "{days}d {hours}h {minutes}m",
  endsIn: "Ends in {days, plural, one {# day} other {# days}}, {hours, plural, one {# hour} other {# hours}} and {minutes, plural, one {# minute} other {# minutes}}",
};

export type BannersMessages = typeof en;
export default en;
