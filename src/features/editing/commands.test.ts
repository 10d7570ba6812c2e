import { describe, expect, it } from "vitest";
import { buildCommands, shortcutLabel } from "./commands";
import { readRecent, rememberCommand } from "./recent-commands";
import type { EditorRegistration } from "./types";

const editor = (type: string, extra: Partial<EditorRegistration> = {}): EditorRegistration => ({ type, label: type, load: async () => ({ default: () => null }), ...extra });
const EDITORS = [editor("template_section", { block: true, shortcut: "mod+shift+s" }), editor("heading_section", { block: true, shortcut: "mod+shift+h" }), editor("page"), editor("header"), editor("global_settings")];

describe("the Create New and palette commands", () => {
  it("lists spec/site-admin.md §2.10's entries for an owner, the pricing plan and missing editors disabled", () => {
    const commands = buildCommands(EDITORS, "owner");
    expect(commands.map((c) => c.label)).toEqual([
      "New section", "New heading", "New page", "New post", "Site map", "Global settings", "Page layout", "Header", "Footer",
      "Settings: Hero section", "Settings: FAQs", "Settings: Features", "Settings: Banners", "Settings: Menu", "Settings: Products", "New pricing plan",
    ]);
    const byId = Object.fromEntries(commands.map((c) => [c.id, c]));
    expect(byId["pricing-plan"]!.disabled).toBe("Coming soon");
    expect(byId["post"]!.disabled).toBe("Coming soon");
    expect(byId["settings-faqs"]).toMatchObject({ type: "global_settings", tab: "faqs", disabled: null });
    expect(byId["section"]).toMatchObject({ block: true, shortcut: "mod+shift+s" });
    expect(byId["header"]!.needsOrganization).toBe(true);
  });

  it("gives editors the content entries only, and a visitor nothing", () => {
    expect(buildCommands(EDITORS, "editor").map((c) => c.id)).toEqual(["section", "heading", "page", "post"]);
    expect(buildCommands(EDITORS, null)).toEqual([]);
  });

  it("writes shortcuts as each system does", () => {
    expect(shortcutLabel("mod+shift+h", false)).toBe("Ctrl+Shift+H");
    expect(shortcutLabel("mod+shift+h", true)).toBe("⌘⇧H");
  });
});

describe("the recent commands", () => {
  const store = () => {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
  };

  it("keeps the five most recent, newest first, without repeats", () => {
    const s = store();
    for (const id of ["a", "b", "c", "a", "d", "e", "f"]) rememberCommand(id, s);
    expect(readRecent(s)).toEqual(["f", "e", "d", "a", "c"]);
  });

  it("reads nothing from a broken value", () => {
    const s = store();
    s.setItem("onsite.commandPalette.recent", "{not json");
    expect(readRecent(s)).toEqual([]);
  });
});
