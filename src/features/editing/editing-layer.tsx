"use client";

import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from "react";
import { canEdit, useViewer } from "@/platform/session";
import { EditingSlotProvider, type PageEditing } from "@/ui/editing-slot";
import type { EditingSetup } from "./types";

type LoadSetup = () => Promise<EditingSetup>;
type LoadedShell = { Shell: ComponentType<{ urlPage: string; setup: EditingSetup }>; setup: EditingSetup };

// One load per editor list (there is one: src/app/editing.tsx's), however many slots ask.
const loads = new WeakMap<LoadSetup, Promise<LoadedShell>>();

/**
 * The shell's chunk and the list of editors, loaded together once a member's page
 * asks for them. The editors' own chunks (their forms, schemas, the rich text
 * editor) load when the member reaches for one: a pointer over or focus on its
 * button starts the load, the click waits for what is left ("Opening...").
 */
function loadShell(load: LoadSetup): Promise<LoadedShell> {
  let loading = loads.get(load);
  if (!loading) {
    loading = Promise.all([load(), import("./shell")]).then(([list, shell]) => ({ Shell: shell.default, setup: list }));
    loads.set(load, loading);
  }
  return loading;
}

/** An editing slot's content: nothing for visitors and customers; for members (owner, admin, editor) the editing shell. */
function PageEditingShell({ urlPage, load }: { urlPage: string; load: LoadSetup }) {
  const member = canEdit(useViewer());
  const [loaded, setLoaded] = useState<LoadedShell | null>(null);
  useEffect(() => {
    if (!member) return;
    let live = true;
    loadShell(load).then(
      (shell) => live && setLoaded(shell),
      // The page stays as it is (a visitor's page): only the editing controls are missing.
      (error: unknown) => console.error("The editing shell did not load.", error),
    );
    return () => {
      live = false;
    };
  }, [member, load]);
  return (
    <>
      {/* Where a page takes the shell, for every visitor (the same HTML): the islands' editing chunk (src/app/islands-editing.tsx) mounts the shell for this page. */}
      <template data-editing-page={urlPage} />
      {member && loaded && <loaded.Shell urlPage={urlPage} setup={loaded.setup} />}
    </>
  );
}

/**
 * The site's members-only editing layer, as WidgetLayer is its visitor widgets'
 * (src/app/editing.tsx mounts it with `load`, the editor list's import()). The
 * pages' editing slots (src/ui/editing-slot.tsx) take the shell. Only members
 * download the shell and the editor list, never with the page.
 */
export function EditingLayer({ load, children }: { load: LoadSetup; children: ReactNode }) {
  const editing = useMemo<PageEditing>(
    () =>
      function editingSlot(urlPage: string) {
        return <PageEditingShell urlPage={urlPage} load={load} />;
      },
    [load],
  );
  return <EditingSlotProvider value={editing}>{children}</EditingSlotProvider>;
}
