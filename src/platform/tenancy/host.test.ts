import { describe, expect, it } from "vitest";
import { normalizeHost } from "./host";

describe("normalizeHost", () => {
  it("drops scheme, port, path, letter case and the trailing dot", () => {
    expect(normalizeHost("acme.example.com:3000")).toBe("acme.example.com");
    expect(normalizeHost("acme.example.com")).toBe("acme.example.com");
    expect(normalizeHost("Acme.Example.com:8443")).toBe("acme.example.com");
    expect(normalizeHost("https://Acme.example.com:8443/x?y")).toBe("acme.example.com");
    expect(normalizeHost("acme.example.com.:3000")).toBe("acme.example.com");
    expect(normalizeHost("acme.example.com.")).toBe("acme.example.com");
    expect(normalizeHost(" localhost ")).toBe("localhost");
    expect(normalizeHost("[::1]:3000")).toBe("[::1]");
  });
});
