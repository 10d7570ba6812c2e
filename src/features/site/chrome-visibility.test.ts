import { describe, expect, it } from "vitest";
import { isChromeHidden } from "./chrome-visibility";

describe("chrome visibility (spec §2.2)", () => {
  it("hides the chrome on the spec's paths and below them", () => {
    for (const path of [
      "/login",
      "/signup",
      "/register",
      "/reset-password",
      "/admin",
      "/admin/users",
      "/help-center",
      "/account/profile/tickets",
      "/account/edupro/",
      "/account/edupro/x",
      "/Login",
      "/invitation",
      "/confirm-email",
    ]) {
      expect(isChromeHidden(path), path).toBe(true);
    }
  });
  it("shows it everywhere else", () => {
    for (const path of ["/", "/about-us", "/account", "/account/profile", "/blog", "/login-help", "/administration", "/products/admin"]) {
      expect(isChromeHidden(path), path).toBe(false);
    }
  });
});
