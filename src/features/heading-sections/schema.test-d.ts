// Type tests: `tsc --noEmit` (the first step of `npm test`) checks these expectations and fails on any
// mismatch; they hold nothing to run, so Vitest does not collect `.test-d.ts` files (docs/decisions.md,
// "Type-only tests are checked by tsc").
import { describe, expectTypeOf, it } from "vitest";
import type * as z from "zod";
import type { createHeading, updateHeading } from "./editor/api";
import type { createHeadingSchema, HeadingRow, HeadingSection, updateHeadingSchema } from "./schema";

// Type checks (tsc runs them; docs/decisions.md "Record types come from schemas").
describe("a heading section's types", () => {
  it("an answer has every column of the table, dates as ISO strings", () => {
    expectTypeOf<keyof HeadingSection>().toEqualTypeOf<keyof HeadingRow>();
    expectTypeOf<HeadingSection["updated_at"]>().toEqualTypeOf<string>();
  });

  it("the editor's client sends what the schema takes and answers the record", () => {
    expectTypeOf<Parameters<typeof createHeading>[0]>().toEqualTypeOf<z.input<typeof createHeadingSchema>>();
    expectTypeOf<Parameters<typeof updateHeading>[1]>().toEqualTypeOf<z.input<typeof updateHeadingSchema>>();
    expectTypeOf<Awaited<ReturnType<typeof updateHeading>>>().toEqualTypeOf<HeadingSection>();
  });
});
