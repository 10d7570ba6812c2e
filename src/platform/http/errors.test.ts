import { describe, expect, it } from "vitest";
import * as z from "zod";
import { errorResponse } from "./errors";

describe("errorResponse for a refused body", () => {
  const schema = z.object({
    title_translation: z.record(
      z.string().regex(/^[a-z]{2}$/, { error: "Translation keys are two-letter locales." }),
      z.string().max(5, { error: "Too long." }),
    ),
  });
  const refusal = async (body: unknown) => {
    const parsed = schema.safeParse(body);
    const response = errorResponse(parsed.error);
    return { status: response.status, body: await response.json() };
  };

  it("says a refused record key in its key schema's words, at the key", async () => {
    expect(await refusal({ title_translation: { "xx-YY": "Hallo" } })).toEqual({
      status: 400,
      body: { error: "Translation keys are two-letter locales.", field: "title_translation.xx-YY" },
    });
  });

  it("says a refused value in its own words, at its field", async () => {
    expect(await refusal({ title_translation: { de: "Guten Tag" } })).toEqual({ status: 400, body: { error: "Too long.", field: "title_translation.de" } });
  });
});
