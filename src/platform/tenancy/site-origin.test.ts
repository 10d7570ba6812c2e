import { describe, expect, it } from "vitest";
import { siteOrigin } from "./site-origin";

describe("siteOrigin", () => {
  it("uses https and no port for a public host, whatever port the server listens on", () => {
    expect(siteOrigin("acme.example.com", { ONSITE_LISTEN_PORT: "3000" })).toBe("https://acme.example.com");
  });
  it("uses http and the listening port for localhost names", () => {
    expect(siteOrigin("acme.localhost", { ONSITE_LISTEN_PORT: "41234" })).toBe("http://acme.localhost:41234");
    expect(siteOrigin("localhost", { PORT: "3000" })).toBe("http://localhost:3000");
  });
  it("follows the operator's scheme and port", () => {
    expect(siteOrigin("acme.example.com", { ONSITE_PUBLIC_SCHEME: "http", ONSITE_PUBLIC_PORT: "8080" })).toBe("http://acme.example.com:8080");
    expect(siteOrigin("acme.example.com", { ONSITE_PUBLIC_PORT: "443" })).toBe("https://acme.example.com");
  });
  it("never writes port 0 (a server asked for any free port)", () => {
    expect(siteOrigin("acme.localhost", { PORT: "0" })).toBe("http://acme.localhost");
  });
});
