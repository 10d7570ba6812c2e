import { describe, expect, it } from "vitest";
import { buildCommands, commandForLink, shortcutLabel } from "./commands";
import { PAGE_EDITORS } from "@/app/editors";
import { readRecent, rememberCommand } from "./recent-commands";
import { commandForKey } from "./shortcuts";
import type { EditorCommand, EditorRegistration } from "./types";

/** spec/site-admin.md §2.10's entries, with the media library of its own (issue 41 §2) after the site map. */
const SPEC_ENTRIES = [
  "New section",
  "New heading",
  "New page",
  "New post",
  "Site map",
  "Media library",
  "Global settings",
  "Page layout",
  "Header",
  "Footer",
  "Messages",
  "Inbox",
  "Bookings",
  "Settings: Hero section",
  "Settings: FAQs",
  "Settings: Features",
  "Settings: Banners",
  "Settings: Menu",
  "Settings: Products",
  "Settings: Reviews",
  "Settings: Listings",
  "Settings: Redirects",
  "New pricing plan",
];

const key = (key: string, extra: Partial<KeyboardEvent> = {}) => ({ key, metaKey: false, ctrlKey: true, shiftKey: true, altKey: false, ...extra });

describe("the Create New and palette commands, from the editors' registrations", () => {
  it("lists spec/site-admin.md §2.10's entries (and the media library) in its order for an owner and an admin, the pricing plan disabled", () => {
    for (const role of ["owner", "admin"] as const) {
      const commands = buildCommands(PAGE_EDITORS, role).filter((c) => !c.href && !c.paletteOnly);
      expect(
        commands.map((c) => c.label),
        role,
      ).toEqual(SPEC_ENTRIES);
      expect(commands.filter((c) => c.disabled).map((c) => [c.id, c.disabled])).toEqual([["pricing-plan", "Coming soon"]]);
    }
    const byId = Object.fromEntries(buildCommands(PAGE_EDITORS, "owner").map((c) => [c.id, c]));
    expect(byId["settings-faqs"]).toMatchObject({ type: "global_settings", tab: "faqs", disabled: null, keywords: ["questions", "faq"] });
    expect(byId["section"]).toMatchObject({ type: "template_section", block: true, shortcut: "mod+shift+s" });
    expect(byId["heading"]).toMatchObject({ type: "heading_section", block: true, shortcut: "mod+shift+h" });
    expect(byId["post"]).toMatchObject({ type: "post", block: false, shortcut: "mod+shift+p", disabled: null });
    expect(
      Object.values(byId)
        .filter((c) => c.needsOrganization)
        .map((c) => c.id),
    ).toEqual(["page-layout", "header", "footer"]);
  });

  it("gives editors (the role) the content entries, the media library and the help inbox only, and a visitor nothing", () => {
    expect(
      buildCommands(PAGE_EDITORS, "editor")
        .filter((c) => !c.href && !c.paletteOnly)
        .map((c) => c.label),
    ).toEqual(["New section", "New heading", "New page", "New post", "Media library", "Inbox"]);
    expect(buildCommands(PAGE_EDITORS, null)).toEqual([]);
  });

  it("gives every member the palette's \"Translate this page\" (issue 42), not Create New's", () => {
    for (const role of ["owner", "admin", "editor"] as const) {
      const translate = buildCommands(PAGE_EDITORS, role).find((c) => c.id === "translate");
      expect(translate, role).toMatchObject({ label: "Translate this page", type: "translation_view", paletteOnly: true, disabled: null });
    }
  });

  it('gives owners and admins the palette\'s "Translate site-wide texts" (issue 42, item 2), opening the view on its site scope; editors not', () => {
    for (const role of ["owner", "admin"] as const) {
      const site = buildCommands(PAGE_EDITORS, role).find((c) => c.id === "translate-site");
      expect(site, role).toMatchObject({ label: "Translate site-wide texts", type: "translation_view", tab: "site", paletteOnly: true, disabled: null });
    }
    expect(buildCommands(PAGE_EDITORS, "editor").some((c) => c.id === "translate-site")).toBe(false);
  });

  it("runs an editor's #open=translate-site link as \"Translate this page\" asked for the site scope (the view then shows the page's texts and says why)", () => {
    const owner = buildCommands(PAGE_EDITORS, "owner");
    expect(commandForLink(owner, PAGE_EDITORS, "translate-site")).toMatchObject({ id: "translate-site", tab: "site" });
    const editor = buildCommands(PAGE_EDITORS, "editor");
    expect(commandForLink(editor, PAGE_EDITORS, "translate-site")).toMatchObject({ id: "translate", type: "translation_view", tab: "site" });
    expect(commandForLink(editor, PAGE_EDITORS, "translate")?.tab).toBeUndefined();
    // An entry without `otherwise` that is not the member's opens nothing; neither does an unknown id.
    expect(commandForLink(editor, PAGE_EDITORS, "settings")).toBeUndefined();
    expect(commandForLink(editor, PAGE_EDITORS, "nothing")).toBeUndefined();
  });

  it("gives every member the palette's \"Check this page\", after Page layout: the page's check before publishing, in the language browsed", () => {
    for (const role of ["owner", "admin", "editor"] as const) {
      const commands = buildCommands(PAGE_EDITORS, role);
      const check = commands.find((c) => c.label === "Check this page");
      expect(check, role).toMatchObject({ id: "check-page", block: false, disabled: null });
      expect(check!.href!("/", "/"), role).toBe("/admin/check?page=%2F");
      expect(check!.href!("/services", "/de/services"), role).toBe("/de/admin/check?page=%2Fservices");
    }
    const owner = buildCommands(PAGE_EDITORS, "owner").map((c) => c.label);
    expect(owner.indexOf("Check this page")).toBe(owner.indexOf("Page layout") + 1);
  });

  it("keeps one id per entry, the ids the members' dashboard links to among them", () => {
    const ids = buildCommands(PAGE_EDITORS, "owner").map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    // src/features/dashboard/server/dashboard-page.tsx: `#open=<id>`.
    for (const id of ["site-map", "header", "footer", "page-layout", "page", "post", "section", "heading", "settings"]) expect(ids).toContain(id);
  });

  const entry = (id: string, extra: Partial<EditorCommand> = {}): EditorCommand => ({
    id,
    label: id,
    roles: ["owner", "admin", "editor"],
    group: "content",
    ...extra,
  });
  const editor = (type: string, commands: EditorCommand[], extra: Partial<EditorRegistration> = {}): EditorRegistration => ({
    type,
    label: type,
    commands,
    load: async () => ({ default: () => null }),
    ...extra,
  });

  it("orders content, then the site's parts, then settings tabs, then what is not built yet, each in the registrations' order", () => {
    const editors = [
      editor("settings", [entry("tab-a", { group: "settings" }), entry("whole", { group: "site" })]),
      editor("soon", [entry("soon")], { load: undefined }),
      editor("b", [entry("b")]),
      editor("site", [entry("site", { group: "site" })]),
      editor("c", [entry("c")]),
    ];
    expect(buildCommands(editors, "owner").map((c) => c.id)).toEqual(["b", "c", "whole", "site", "tab-a", "soon"]);
  });

  it("leaves out an entry when its own roles or its editor's roles exclude the member", () => {
    const editors = [
      editor("header", [entry("header")], { roles: ["owner", "admin"] }),
      editor("map", [entry("map", { roles: ["owner", "admin"] })]),
      editor("owners", [entry("owners")], { roles: ["owner"] }),
      editor("page", [entry("page")]),
    ];
    expect(buildCommands(editors, "owner").map((c) => c.id)).toEqual(["header", "map", "owners", "page"]);
    expect(buildCommands(editors, "admin").map((c) => c.id)).toEqual(["header", "map", "page"]);
    expect(buildCommands(editors, "editor").map((c) => c.id)).toEqual(["page"]);
  });

  it("writes shortcuts as each system does", () => {
    expect(shortcutLabel("mod+shift+h", false)).toBe("Ctrl+Shift+H");
    expect(shortcutLabel("mod+shift+h", true)).toBe("⌘⇧H");
  });
});

describe("the keyboard shortcuts", () => {
  it("run the member's commands that carry them (spec §2.10: Cmd/Ctrl+Shift+S, +H, +P)", () => {
    const commands = buildCommands(PAGE_EDITORS, "editor");
    expect(commandForKey(commands, key("S"), false)?.id).toBe("section");
    expect(commandForKey(commands, key("h"), false)?.id).toBe("heading");
    expect(commandForKey(commands, key("p", { ctrlKey: false, metaKey: true }), true)?.id).toBe("post");
    // Cmd on a Mac, Ctrl elsewhere; the exact modifiers only.
    expect(commandForKey(commands, key("s"), true)).toBeUndefined();
    expect(commandForKey(commands, key("s", { altKey: true }), false)).toBeUndefined();
    expect(commandForKey(commands, key("k"), false)).toBeUndefined();
  });

  it("never run a command the member's role does not get, nor a disabled one", () => {
    const gated: EditorRegistration = {
      type: "x",
      label: "X",
      roles: ["owner"],
      commands: [{ id: "x", label: "X", roles: ["owner", "admin", "editor"], group: "content", shortcut: "mod+shift+x" }],
      load: async () => ({ default: () => null }),
    };
    expect(commandForKey(buildCommands([gated], "owner"), key("x"), false)?.id).toBe("x");
    expect(commandForKey(buildCommands([gated], "editor"), key("x"), false)).toBeUndefined();
    expect(commandForKey(buildCommands([{ ...gated, load: undefined }], "owner"), key("x"), false)).toBeUndefined();
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
