"use client";

import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type CSSProperties } from "react";
import { createPortal } from "react-dom";
import { Toaster, toast } from "sonner";
import { QueryProvider } from "@/ui/query";
import { useViewer } from "@/platform/session";
import { SessionRecoveryProvider } from "@/platform/session/session-recovery-provider";
import { LinkChoicesContext } from "@/ui/rich-text-editor/link-choices";
import { TOAST_CLEARANCE } from "@/ui/toast-clearance";
import { AddBlockHere, ActionButton, EditBlockButton, Launcher, LauncherButton, NewSectionButton } from "./block-controls";
import { buildCommands, type Command } from "./commands";
import { CreateNewMenu } from "./create-new-menu";
import { useCommandFromEvent, useCommandFromLink, useEditFromLink } from "./link-command";
import { rememberCommand } from "./recent-commands";
import { placeAt } from "./place-block";
import { EditingContext } from "./context";
import { usePageScan } from "./page-blocks";
import { revealBlock } from "./reveal";
import { usePageRefresh, useRefreshOnUpdateEvents } from "./record/page-refresh";
import { matchesShortcut, useShortcuts } from "./shortcuts";
import { mayUse, type Editing, type EditingSetup, type EditorProps, type EditorRequest, type EditorResult } from "./types";

// Sonner's light rich colours are below WCAG AA (4.5:1) on their own backgrounds: darker text, same hues.
const TOAST_COLORS = {
  "--success-text": "hsl(140, 100%, 24%)",
  "--info-text": "hsl(210, 92%, 40%)",
  "--warning-text": "hsl(31, 92%, 32%)",
  "--error-text": "hsl(360, 100%, 40%)",
  // Toasts sit over open editors: only their buttons (Undo, close) take the pointer (globals.css),
  // and they stand above an open dialog's footer (src/ui/toast-clearance.ts), so a toast never
  // covers a dialog's own buttons.
  pointerEvents: "none",
} as CSSProperties;

type Active = { type: string; request: EditorRequest; data: unknown; Component: ComponentType<EditorProps<unknown>>; session: number };

/**
 * The members-only editing shell (loaded lazily by EditingLayer): one query
 * client and one toaster for the page; every block's Edit button, "Add section
 * here" between blocks, the page's editor actions, the shortcuts; and the one
 * open editor, loaded by its registration when first used. The rich text's link
 * fields, in every editor, offer the site's pages (docs/decisions.md "Links by choice").
 * `setup`: the editors and the rest, from src/app/editors.ts.
 */
export default function EditingShell({ urlPage, setup }: { urlPage: string; setup: EditingSetup }) {
  return (
    <QueryProvider>
      {/* On the body, above any open dialog, so a toast's Undo can be clicked while an editor is open. */}
      {createPortal(
        <Toaster
          richColors
          position="bottom-right"
          offset={{ bottom: `max(var(--onsite-bottom-total, 72px) + 16px, var(${TOAST_CLEARANCE}, 0px))`, right: 24 }}
          mobileOffset={{ bottom: `max(var(--onsite-bottom-total, 0px) + 16px, var(${TOAST_CLEARANCE}, 0px))` }}
          style={TOAST_COLORS}
        />,
        document.body,
      )}
      <SessionRecoveryProvider signIn={setup.signIn}>
        <LinkChoicesContext.Provider value={setup.linkChoices}>
          <Shell urlPage={urlPage} setup={setup} />
        </LinkChoicesContext.Provider>
      </SessionRecoveryProvider>
    </QueryProvider>
  );
}

function Shell({ urlPage, setup }: { urlPage: string; setup: EditingSetup }) {
  const viewer = useViewer();
  const scan = usePageScan();
  const [active, setActive] = useState<Active | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const session = useRef(0);
  const newButton = useRef<HTMLButtonElement>(null);
  const focusNewButton = useRef(false);
  // Only the editors this member's role may use: the others are never offered (their saves would be refused).
  const role = viewer?.role ?? null;
  const usable = useMemo(() => setup.editors.filter((editor) => mayUse(editor, role)), [setup, role]);
  const byType = useMemo(() => new Map(usable.map((editor) => [editor.type, editor])), [usable]);
  const blockEditors = useMemo(() => usable.filter((editor) => editor.block), [usable]);
  // A type allowed once per page (the hero) is not offered again on a page that has one.
  const offered = blockEditors.filter((editor) => !editor.onePerPage || !scan.blocks.some((block) => block.type === editor.type));

  const open = useCallback(
    async (type: string, request: EditorRequest, key = type) => {
      const registration = byType.get(type);
      if (!registration?.load || opening !== null || active !== null) return;
      setOpening(key);
      try {
        const editorModule = await registration.load();
        const data = editorModule.prepare ? await editorModule.prepare(request as never) : undefined;
        session.current += 1;
        setActive({ type, request, data, Component: editorModule.default as ComponentType<EditorProps<unknown>>, session: session.current });
      } catch (error) {
        toast.error(error instanceof Error ? error.message : "Failed to open the editor");
      } finally {
        setOpening(null);
      }
    },
    [byType, opening, active],
  );

  /** Starts loading an editor's chunk ahead of its click (a pointer over or focus on its button); the click waits for the same load. */
  const preload = useCallback(
    (type: string) => {
      byType
        .get(type)
        ?.load?.()
        .catch(() => undefined); // the click's own load reports the failure
    },
    [byType],
  );

  const editing: Editing = useMemo(() => ({ open: (type, request) => void open(type, request), editors: setup.editors, blocks: setup.blocks }), [open, setup]);

  /** A new block of `type` at insert place `index`. */
  const addAt = async (type: string, index: number) => {
    const order = await placeAt(scan.blocks, index, { organizationId: viewer?.organization?.id, urlPage });
    if (order !== undefined) void open(type, { mode: "create", urlPage, order }, `insert:${index}`);
  };

  // After a save the page renders again, once, here (issue 19 §6); so does any announced update (spec/editors.md §7).
  const refresh = usePageRefresh();
  useRefreshOnUpdateEvents(refresh);

  const close = (result?: EditorResult) => {
    setActive(null);
    if (!result) return;
    refresh();
    if (result.action === "deleted") focusNewButton.current = true;
    else if (byType.get(result.type)?.block) void revealBlock(result.type, result.id, result.action === "created");
  };

  // After a delete the Edit button that opened the editor leaves the page: focus "New section" instead.
  useEffect(() => {
    if (!focusNewButton.current) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    focusNewButton.current = false;
    newButton.current?.focus();
  }, [scan]);

  // Create New, the command palette, the shortcuts and `#open=` links: one list, from the editors' registrations, for this member's role.
  const commands = useMemo(() => buildCommands(setup.editors, role), [setup, role]);
  // Create New creates and opens editors; an entry that goes to another page, or only views this one, is the palette's.
  const creates = useMemo(() => commands.filter((command) => !command.href && !command.paletteOnly), [commands]);
  /** Runs a command (`key`: the control that shows "Opening..." meanwhile); false when it cannot run. */
  const perform = (command: Command, key: string) => {
    if (command.disabled) return false;
    if (command.needsOrganization && !viewer?.organization?.id) {
      toast.error("Unable to determine organization ID");
      return false;
    }
    if (command.href) window.location.assign(command.href(urlPage, window.location.pathname));
    else if (command.block) void addAt(command.type, scan.blocks.length);
    else
      void open(command.type, { mode: "create", urlPage, ...(command.tab ? { tab: command.tab } : {}), ...(command.item ? { item: command.item } : {}) }, key);
    return true;
  };
  const run = (command: Command) => {
    setPalette(null);
    if (perform(command, "create-new")) rememberCommand(command.id);
  };
  useShortcuts(commands, active === null, (command) => void perform(command, command.type));
  const [palette, setPalette] = useState<{ Component: ComponentType<PaletteProps> } | null>(null);
  const openPalette = useCallback(() => {
    void import("./command-palette").then((loaded) => setPalette({ Component: loaded.default }));
  }, []);
  useCommandFromLink(commands, setup.editors, run);
  useCommandFromEvent(commands, active === null && opening === null, run);
  const canOpen = useCallback((type: string) => byType.has(type), [byType]);
  const openEdit = useCallback(
    (type: string, id: number, slug?: string) => void open(type, { mode: "edit", urlPage, id, ...(slug ? { slug } : {}) }, `edit:${type}:${id}`),
    [open, urlPage],
  );
  useEditFromLink(commands.length > 0, canOpen, openEdit);
  usePaletteKey(active === null && palette === null, openPalette);

  return (
    <EditingContext.Provider value={editing}>
      {scan.blocks.map((block) => {
        const registration = byType.get(block.type);
        if (!registration || !block.slot) return null;
        const key = `edit:${block.type}:${block.id}`;
        return createPortal(
          <EditBlockButton
            noun={registration.noun ?? registration.label.toLowerCase()}
            title={block.title}
            busy={opening === key}
            onIntent={() => preload(block.type)}
            onClick={() => void open(block.type, { mode: "edit", urlPage, id: block.id }, key)}
          />,
          block.slot,
          key,
        );
      })}
      {offered.length > 0 &&
        scan.inserts.map((insert) =>
          createPortal(
            <AddBlockHere editors={offered} emptyPage={insert.emptyPage} onPick={(type) => void addAt(type, insert.index)} onIntent={preload} />,
            insert.element,
            `insert:${insert.index}`,
          ),
        )}
      {scan.actions.map((action, i) =>
        byType.has(action.type)
          ? createPortal(
              <ActionButton
                label={action.label}
                busy={opening === `action:${i}`}
                edit={action.request.mode === "edit"}
                onIntent={() => preload(action.type)}
                onClick={() => void open(action.type, { mode: "create", urlPage, ...action.request } as EditorRequest, `action:${i}`)}
              />,
              action.element,
              `action:${i}`,
            )
          : null,
      )}
      <Launcher>
        <LauncherButton label="Commands" shortcut="Control+K Meta+K" busy={false} onClick={openPalette} />
        {commands.length > 0 && <CreateNewMenu commands={creates} busy={opening === "create-new" ? "create-new" : null} onRun={run} />}
        {/* Only on a page that can take blocks (not on a 404). */}
        {byType.has("template_section") && scan.inserts.length > 0 && (
          <NewSectionButton
            buttonRef={newButton}
            onIntent={() => preload("template_section")}
            onClick={() => void addAt("template_section", scan.blocks.length)}
          />
        )}
      </Launcher>
      {palette && <palette.Component commands={commands} onRun={run} onClose={() => setPalette(null)} />}
      {active && <active.Component key={active.session} request={active.request} data={active.data} onClose={close} />}
    </EditingContext.Provider>
  );
}

type PaletteProps = { commands: Command[]; onRun: (command: Command) => void; onClose: () => void };

/** Cmd/Ctrl+K opens the command palette while no editor is open. */
function usePaletteKey(enabled: boolean, openPalette: () => void) {
  useEffect(() => {
    if (!enabled) return;
    const mac = /Mac|iPhone|iPad/.test(navigator.platform);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matchesShortcut(event, "mod+k", mac)) return;
      event.preventDefault();
      openPalette();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled, openPalette]);
}
