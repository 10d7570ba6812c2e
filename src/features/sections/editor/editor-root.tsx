"use client";

import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { toast } from "sonner";
import { SECTION_MESSAGES_UI, useLoadSection } from "./api";
import { EditSectionButton, NewSectionButton } from "./section-buttons";
import { SectionEditor } from "./section-editor";
import { useEditSlots } from "./use-edit-slots";
import type { EditorTarget } from "./use-section-editor";

/**
 * The members' editing layer of a page's sections (mounted by the editing shell,
 * which provides the query client and the toaster). The page's sections are not
 * fetched: an Edit button goes into each edit slot of the server-rendered HTML,
 * and opening the editor loads that one section fresh.
 */
export default function SectionEditing({ urlPage }: { urlPage: string }) {
  const slots = useEditSlots();
  const loadSection = useLoadSection();
  const [target, setTarget] = useState<EditorTarget | null>(null);
  const [session, setSession] = useState(0);
  const [opening, setOpening] = useState<number | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const focusNewButton = useRef(false);

  // After a delete the Edit button that opened the editor leaves the page: focus "New section" instead.
  useEffect(() => {
    if (!focusNewButton.current) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    focusNewButton.current = false;
    newButton.current?.focus();
  }, [slots]);

  const open = (next: EditorTarget) => {
    setSession((n) => n + 1);
    setTarget(next);
  };

  const openSection = async (id: number) => {
    if (opening !== null) return;
    setOpening(id);
    try {
      open({ mode: "edit", section: await loadSection(id, SECTION_MESSAGES_UI.openFailed) });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : SECTION_MESSAGES_UI.openFailed);
    } finally {
      setOpening(null);
    }
  };

  return (
    <>
      {slots.map((slot) =>
        createPortal(
          <EditSectionButton title={slot.title} busy={opening === slot.id} onClick={() => void openSection(slot.id)} />,
          slot.element,
          `${slot.id}`,
        ),
      )}
      <NewSectionButton buttonRef={newButton} onClick={() => open({ mode: "create" })} />
      {target && (
        <SectionEditor
          key={session}
          target={target}
          urlPage={urlPage}
          onClose={(result) => {
            if (result?.deleted) focusNewButton.current = true;
            setTarget(null);
          }}
        />
      )}
    </>
  );
}
