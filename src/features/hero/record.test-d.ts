// Type tests: `tsc --noEmit` (the first step of `npm test`) checks these expectations and fails on any
// mismatch; they hold nothing to run, so Vitest does not collect `.test-d.ts` files (docs/decisions.md,
// "Type-only tests are checked by tsc").
import { describe, expectTypeOf, it } from "vitest";
import type * as z from "zod";
import type { HeroData, TextSize } from "./defaults";
import type { createHero, updateHero } from "./editor/api";
import type { HeroRow, HeroSection } from "./record";
import type { createHeroSchema, heroFields, updateHeroSchema } from "./schema";

// Type checks (tsc runs them; docs/decisions.md "Record types come from schemas").
describe("a hero's types", () => {
  it("an answer has every field of the form and every column of the table but the stored form", () => {
    expectTypeOf<keyof HeroSection>().toEqualTypeOf<keyof z.output<typeof heroFields> | Exclude<keyof HeroRow, "data">>();
    // Every value filled in, nested ones too (the schema's fields are optional).
    expectTypeOf<HeroData["description_style"]["size"]>().toEqualTypeOf<{ desktop: TextSize; mobile: TextSize }>();
    expectTypeOf<HeroSection["created_at"]>().toEqualTypeOf<string>();
  });

  it("the editor's client sends what the schema takes and answers the record", () => {
    expectTypeOf<Parameters<typeof createHero>[0]>().toEqualTypeOf<z.input<typeof createHeroSchema>>();
    expectTypeOf<Parameters<typeof updateHero>[1]>().toEqualTypeOf<z.input<typeof updateHeroSchema>>();
    expectTypeOf<Awaited<ReturnType<typeof updateHero>>>().toEqualTypeOf<HeroSection>();
  });
});
