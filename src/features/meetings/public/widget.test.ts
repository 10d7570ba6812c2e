import { describe, expect, it } from "vitest";
import { meetingsWidget } from "../widgets";

const site = { organization: { id: 1, name: "Acme", type: "retail" as const }, siteTitle: null, locale: "en" as const, timeZone: "Europe/Berlin", defaultLanguage: "en" };

describe("the Schedule Meeting widget", () => {
  it("floats over every page with the chrome of a site that offers a meeting, never on /admin or the pages without it", () => {
    const settings = { ...site, meetings: true };
    expect(meetingsWidget.place).toBe("overlay");
    for (const path of ["/", "/about-us", "/account", "/blog/post"]) expect(meetingsWidget.shouldMount(path, settings), path).toBe(true);
    for (const path of ["/admin", "/admin/users", "/login", "/register", "/help-center"]) expect(meetingsWidget.shouldMount(path, settings), path).toBe(false);
  });

  it("mounts nowhere on a site without a meeting to book", () => {
    for (const settings of [site, { ...site, meetings: false }]) expect(meetingsWidget.shouldMount("/", settings)).toBe(false);
  });
});
