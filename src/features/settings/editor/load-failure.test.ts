import { describe, expect, it } from "vitest";
import { loadFailure } from "./use-settings";

// spec/site-admin.md §8: why Global Settings could not load, as the error view names it.
describe("a failed Global Settings load", () => {
  const failed = (status: number, statusText: string, body: { error?: unknown } | null = null) =>
    loadFailure(new Response(null, { status, statusText }), body).message;

  it("says 'Failed to load data' when the answer gives neither a reason nor a status text", () => {
    expect(failed(502, "")).toBe("Failed to load data");
    expect(failed(500, "", { error: "" })).toBe("Failed to load data");
  });

  it("names the status text, else the server's reason", () => {
    expect(failed(503, "Service Unavailable")).toBe("Failed to fetch organization data: Service Unavailable");
    expect(failed(500, "", { error: "Database is busy" })).toBe("Database is busy");
  });

  it("names the session and the organization", () => {
    expect(failed(401, "Unauthorized")).toBe("No active session found");
    expect(failed(404, "Not Found")).toBe("Organization not found for current domain");
  });
});
