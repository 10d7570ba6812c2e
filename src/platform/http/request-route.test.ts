import { describe, expect, it } from "vitest";
import { config } from "@/proxy";
import { internalSitePath, requestRoute, SITE_PATH_PATTERN } from "./request-route";

describe("requestRoute", () => {
  it("is the proxy's matcher, written once more as Next needs a literal", () => {
    expect(config.matcher).toEqual([SITE_PATH_PATTERN]);
  });

  it("maps the host and a locale prefix to the internal site route", () => {
    const route = requestRoute("Acme.Example.com", "/es/about");
    expect(route).toEqual({ host: "acme.example.com", locale: "es", path: "/about", personal: false });
    expect(internalSitePath(route)).toBe("/site/acme.example.com/es/about");
    expect(internalSitePath(requestRoute("acme.example.com", "/"))).toBe("/site/acme.example.com/default");
    expect(requestRoute("bad host!", "/account").personal).toBe(true);
  });
});
