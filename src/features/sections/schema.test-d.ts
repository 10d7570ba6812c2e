// Type tests: `tsc --noEmit` (the first step of `npm test`) checks these expectations and fails on any
// mismatch; they hold nothing to run, so Vitest does not collect `.test-d.ts` files (docs/decisions.md,
// "Type-only tests are checked by tsc").
import { describe, expectTypeOf, it } from "vitest";
import type * as z from "zod";
import type { createSection, updateSection } from "./editor/api";
import type { createSectionSchema, SectionRow, SectionType, TemplateSection, updateSectionSchema } from "./schema";

// Type checks (tsc runs them; docs/decisions.md "Record types come from schemas").
describe("a section's types", () => {
  it("an answer has every column of the table (dates as ISO strings), the type always set, and its metrics", () => {
    expectTypeOf<keyof TemplateSection>().toEqualTypeOf<keyof SectionRow | "website_metric">();
    expectTypeOf<TemplateSection["created_at"]>().toEqualTypeOf<string>();
    expectTypeOf<TemplateSection["section_type"]>().toEqualTypeOf<SectionType>();
  });

  it("the editor's client sends what the schema takes and answers the record", () => {
    expectTypeOf<Parameters<typeof createSection>[0]>().toEqualTypeOf<z.input<typeof createSectionSchema>>();
    expectTypeOf<Parameters<typeof updateSection>[1]>().toEqualTypeOf<z.input<typeof updateSectionSchema>>();
    expectTypeOf<Awaited<ReturnType<typeof updateSection>>>().toEqualTypeOf<TemplateSection>();
  });
});
