// Type tests: `tsc --noEmit` (the first step of `npm test`) checks these expectations and fails on any
// mismatch; they hold nothing to run, so Vitest does not collect `.test-d.ts` files (docs/decisions.md,
// "Type-only tests are checked by tsc").
import { describe, expectTypeOf, it } from "vitest";
import type { JsonRow } from "./json-row";

describe("JsonRow", () => {
  it("turns timestamps into ISO strings and keeps every other column as stored (checked by tsc)", () => {
    type Row = { id: number; title: string; image: string | null; data: Record<string, string> | null; created_at: Date; deleted_at: Date | null };
    expectTypeOf<JsonRow<Row>>().toEqualTypeOf<{
      id: number;
      title: string;
      image: string | null;
      data: Record<string, string> | null;
      created_at: string;
      deleted_at: string | null;
    }>();
  });
});
