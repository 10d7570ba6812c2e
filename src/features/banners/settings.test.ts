import { describe, expect, it } from "vitest";
import type { ListFieldOption } from "@/platform/lists";
import { bannerItemSchema } from "./schema";
import { bannersSettingsList } from "./settings";

type Def = { type: string; innerType?: Schema; in?: Schema; out?: Schema; shape?: Record<string, Schema>; entries?: Record<string, string> };
type Schema = { _zod: { def: Def }; shape?: Record<string, Schema> };

/** The schema under optional, nullable, default and preprocess/transform pipes; whether null is allowed on the way. */
function unwrap(schema: Schema): { schema: Schema; nullable: boolean } {
  let nullable = false;
  for (;;) {
    const def = schema._zod.def;
    if (def.type === "nullable") nullable = true;
    if (def.type === "optional" || def.type === "nullable" || def.type === "default") schema = def.innerType!;
    else if (def.type === "pipe") schema = def.in!._zod.def.type === "transform" ? def.out! : def.in!;
    else return { schema, nullable };
  }
}

function at(path: string): { schema: Schema; nullable: boolean } | undefined {
  let current = unwrap(bannerItemSchema as unknown as Schema);
  for (const part of path.split(".")) {
    const next = current.schema.shape?.[part];
    if (!next) return undefined;
    current = unwrap(next);
  }
  return current;
}

describe("Global Settings → Banners follows the banner schema", () => {
  it("edits every banner field of spec/visitor.md §3 a member sets", () => {
    expect(bannersSettingsList.fields.map((f) => f.key).sort()).toEqual(
      [
        "position",
        "type",
        "is_enabled",
        "content.text",
        "content.icon",
        "content.link.url",
        "content.link.label",
        "content.link.isExternal",
        "open_state",
        "dismissal_duration",
        "page_paths",
        "is_fixed_above_navbar",
        "end_date_promotion",
        "end_date_promotion_is_displayed",
        "start_date",
        "content.banner_background",
        "content.banner_content_style",
        "content.customContent",
        "landing_content",
        "translations",
      ].sort(),
    );
  });

  it("translates the texts a visitor reads, each into its *_translation map of the schema", () => {
    const field = bannersSettingsList.fields.find((f) => f.kind === "translations");
    if (field?.kind !== "translations") throw new Error("no translations field");
    expect(field.texts.map((t) => t.key)).toEqual(["content.text", "content.link.label", "content.customContent", "landing_content"]);
    for (const text of field.texts) expect(at(`${text.key}_translation`)?.schema._zod.def.type, text.key).toBe("record");
  });

  it("names only paths of the schema, with controls of their type and choices of their values", () => {
    for (const field of bannersSettingsList.fields) {
      if (field.kind === "translations") continue;
      const found = at(field.key);
      expect(found, field.key).toBeDefined();
      const type = found!.schema._zod.def.type;
      if (field.kind === "checkbox") expect(type, field.key).toBe("boolean");
      if (field.kind === "text" || field.kind === "link") expect(type, field.key).toBe("string");
      if (field.kind === "lines") expect(type, field.key).toBe("array");
      if (field.kind === "select") {
        const values = (field.options as ListFieldOption[]).map((o) => o.value);
        expect(type, field.key).toBe("enum");
        expect(
          values.filter((v) => v !== null),
          field.key,
        ).toEqual(Object.values(found!.schema._zod.def.entries!));
        expect(values.includes(null), field.key).toBe(found!.nullable);
      }
    }
  });

  it("says every choice in plain words, never as a code such as left-30", () => {
    for (const field of bannersSettingsList.fields) {
      expect(field.label).not.toMatch(/[a-z]+[-_][a-z0-9]+/);
      if (field.kind === "select")
        for (const option of field.options as ListFieldOption[]) expect(option.label, field.key).not.toMatch(/^[a-z]+(-[a-z0-9]+)?$/);
    }
  });

  it("starts a new banner that the schema takes once its text is typed", () => {
    const fresh = bannersSettingsList.fresh() as { content: { text: string } };
    expect(bannerItemSchema.safeParse(fresh).success).toBe(false);
    expect(bannerItemSchema.safeParse({ ...fresh, content: { text: "Spring sale" } }).success).toBe(true);
  });
});
