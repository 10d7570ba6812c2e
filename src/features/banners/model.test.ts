import { describe, expect, it } from "vitest";
import { TOP_BANNER_HEIGHT_PX, TOP_OFFSET_VARIABLE } from "@/features/site";
import { BANNER_HEIGHT, DISMISSAL_SCRIPT, dismissalScriptData, OFFSET_VARIABLE } from "./dismissal-script";
import {
  activeDismissals,
  countdownParts,
  DISMISSED_KEY,
  hasStarted,
  nextBannerChange,
  parseDismissal,
  showsOn,
  withDismissal,
  type VisitorBanner,
} from "./model";

const banner = (over: Partial<VisitorBanner>): VisitorBanner => ({
  id: 1,
  position: "top",
  closable: true,
  fixed: true,
  text: "Sale",
  html: null,
  icon: null,
  link: null,
  landing: null,
  openState: null,
  background: "#000",
  color: "#fff",
  dismissMs: 60_000,
  paths: [],
  start: null,
  end: null,
  countdown: false,
  ...over,
});

describe("parseDismissal (spec/visitor.md §4)", () => {
  it("reads a number and minutes, hours, days, months (30 days) or years (365 days)", () => {
    expect(parseDismissal("1 minute")).toBe(60_000);
    expect(parseDismissal("2 hours")).toBe(7_200_000);
    expect(parseDismissal("3 days")).toBe(3 * 86_400_000);
    expect(parseDismissal("1 month")).toBe(30 * 86_400_000);
    expect(parseDismissal("2 Years")).toBe(2 * 365 * 86_400_000);
  });
  it("falls back to 60000 ms for anything else", () => {
    for (const text of ["", null, undefined, "soon", "2 weeks", "0 days", "-1 day", "1.5 hours"]) expect(parseDismissal(text), String(text)).toBe(60_000);
  });
});

describe("showsOn", () => {
  it("shows everywhere without paths; else on a path and below it, / being home only", () => {
    expect(showsOn(banner({}), "/anything")).toBe(true);
    const b = banner({ paths: ["/", "/blog"] });
    expect(["/", "/blog", "/blog/spring", "/BLOG/"].map((p) => showsOn(b, p))).toEqual([true, true, true, true]);
    expect(["/about", "/blogger"].map((p) => showsOn(b, p))).toEqual([false, false]);
  });
});

describe("dismissals in localStorage", () => {
  it("keeps unexpired { id, expiresAt } entries and ignores anything malformed", () => {
    expect(activeDismissals('[{"id":1,"expiresAt":200},{"id":2,"expiresAt":50},{"id":"x","expiresAt":300},null]', 100)).toEqual([{ id: 1, expiresAt: 200 }]);
    expect(activeDismissals("not json", 0)).toEqual([]);
    expect(activeDismissals('{"id":1}', 0)).toEqual([]);
    expect(
      withDismissal(
        [
          { id: 1, expiresAt: 200 },
          { id: 2, expiresAt: 50 },
        ],
        1,
        500,
        100,
      ),
    ).toEqual([{ id: 1, expiresAt: 500 }]);
  });
});

describe("scheduled banners", () => {
  it("start at their start (none or an invalid one: at once); the next start or end is the next change", () => {
    const at = (ms: number) => new Date(ms).toISOString();
    expect(hasStarted(banner({ start: at(2_000) }), 1_999)).toBe(false);
    expect(hasStarted(banner({ start: at(2_000) }), 2_000)).toBe(true);
    expect(hasStarted(banner({ start: null }), 0)).toBe(true);
    expect(hasStarted(banner({ start: "not a date" }), 0)).toBe(true);
    const list = [banner({ start: at(2_000), end: at(9_000) }), banner({ start: null, end: at(5_000) })];
    expect(nextBannerChange(list, 1_000)).toBe(2_000);
    expect(nextBannerChange(list, 2_000)).toBe(5_000);
    expect(nextBannerChange(list, 5_000)).toBe(9_000);
    expect(nextBannerChange(list, 9_000)).toBeNull();
  });
});

describe("countdownParts", () => {
  it("counts days, hours, minutes and seconds down to 0, and ends at zero or for an invalid date", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(countdownParts("2026-01-02T01:02:03Z", now)).toEqual({ days: 1, hours: 1, minutes: 2, seconds: 3, ended: false });
    expect(countdownParts("2025-12-31T00:00:00Z", now).ended).toBe(true);
    expect(countdownParts("not a date", now).ended).toBe(true);
    expect(countdownParts(null, now).ended).toBe(true);
  });
});

/** Runs the inline script as a browser would, on a fake document. */
function runScript(banners: VisitorBanner[], pathname: string, stored: unknown, reserved: number, now = 1_000) {
  const set: Record<string, string> = {};
  const data = dismissalScriptData(banners);
  const fake = {
    document: {
      currentScript: { getAttribute: () => data },
      documentElement: { style: { setProperty: (name: string, value: string) => (set[name] = value) } },
    },
    localStorage: { getItem: (key: string) => (key === DISMISSED_KEY ? JSON.stringify(stored) : null) },
    location: { pathname },
    getComputedStyle: () => ({ getPropertyValue: () => ` ${reserved}px` }),
    Date: { now: () => now },
  };
  new Function("document", "localStorage", "location", "getComputedStyle", "Date", DISMISSAL_SCRIPT)(
    fake.document,
    fake.localStorage,
    fake.location,
    fake.getComputedStyle,
    fake.Date,
  );
  return set[OFFSET_VARIABLE];
}

describe("the inline dismissal script", () => {
  it("uses the widget layer's variable and height", () => {
    expect(OFFSET_VARIABLE).toBe(TOP_OFFSET_VARIABLE);
    expect(BANNER_HEIGHT).toBe(TOP_BANNER_HEIGHT_PX);
  });

  it("gives back 56 px per dismissed or ended fixed top banner shown on the path, as showsOn decides", () => {
    const banners = [banner({ id: 1, paths: ["/blog"] }), banner({ id: 2 }), banner({ id: 3, end: new Date(500).toISOString() })];
    expect(runScript(banners, "/blog/spring", [{ id: 1, expiresAt: 5_000 }], 168)).toBe("56px");
    expect(
      runScript(
        banners,
        "/es/blog",
        [
          { id: 1, expiresAt: 5_000 },
          { id: 2, expiresAt: 5_000 },
        ],
        168,
      ),
    ).toBe("0px");
    // Not on this path, or expired: nothing changes.
    expect(runScript([banner({ id: 1, paths: ["/blog"] })], "/about", [{ id: 1, expiresAt: 5_000 }], 0)).toBeUndefined();
    expect(runScript([banner({ id: 1 })], "/", [{ id: 1, expiresAt: 500 }], 56)).toBeUndefined();
    for (const path of ["/", "/blog", "/blogger", "/BLOG/x", "/fr"]) {
      const b = banner({ id: 9, paths: ["/blog"] });
      expect(runScript([b], path, [{ id: 9, expiresAt: 5_000 }], 56) === "0px", path).toBe(showsOn(b, path.replace(/^\/fr/, "") || "/"));
    }
  });

  it("gives back the room of a fixed top banner whose start has not come by this browser's clock", () => {
    const later = banner({ id: 4, start: new Date(2_000).toISOString() });
    expect(runScript([later, banner({ id: 5 })], "/", [], 112, 1_000)).toBe("56px");
    expect(runScript([later], "/", [], 56, 2_000)).toBeUndefined();
  });

  it("is left out when the site has no fixed top banner", () => {
    expect(dismissalScriptData([banner({ fixed: false }), banner({ position: "bottom" })])).toBeNull();
  });
});
