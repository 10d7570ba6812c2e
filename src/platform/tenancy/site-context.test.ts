import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useFormatter } from "use-intl/react";
import { messagesFor } from "../i18n/messages";
import { SiteProvider, useT, type SiteContextValue } from "./site-context";
// The chrome registers its texts (chrome.*) in the catalog when its messages module loads (the site layout loads it through the chrome's server entry).
import "@/features/chrome/messages";

const site = (timeZone: string): SiteContextValue => ({
  organization: { id: 1, name: "Test", type: "services" },
  siteTitle: null,
  locale: "en",
  timeZone,
  defaultLanguage: "en",
  messages: messagesFor("en"),
});

function Probe() {
  const t = useT();
  const format = useFormatter();
  return createElement("p", null, `${t("chrome.optionCount", { count: 2 })} ${format.dateTime(new Date("2026-11-24T23:30:00Z"), { dateStyle: "long" })}`);
}

afterEach(() => vi.restoreAllMocks());

describe("SiteProvider", () => {
  it("formats dates in the organization's zone, with no ENVIRONMENT_FALLBACK warning on the server", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(renderToStaticMarkup(createElement(SiteProvider, { value: site("Asia/Tokyo") }, createElement(Probe)))).toContain("November 25, 2026");
    expect(renderToStaticMarkup(createElement(SiteProvider, { value: site("America/New_York") }, createElement(Probe)))).toContain("November 24, 2026");
    const logged = [...error.mock.calls, ...warn.mock.calls].map((call) => call.map(String).join(" ")).join("\n");
    expect(logged).not.toContain("ENVIRONMENT_FALLBACK");
  });
});
