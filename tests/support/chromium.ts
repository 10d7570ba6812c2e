import fs from "node:fs";

/**
 * Debian's Chromium, started headless; every host name resolves to this machine. Its old
 * headless shell (Debian's `chromium-headless-shell`, the build Playwright itself runs
 * headless) when it is installed: the same engine without the browser's window and its
 * processes, about a third less time per journey here (docs/decisions.md "The browser
 * tests on Chromium's headless shell"); else `/usr/bin/chromium`.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * 127.0.0.1",
];
