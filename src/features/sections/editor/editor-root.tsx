"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { toast, Toaster } from "sonner";
import { QueryProvider } from "@/ui/query";
import { onSectionChangedElsewhere, sectionsKey, useSections } from "./api";
import { EditSectionButton, NewSectionButton } from "./section-buttons";
import { SectionEditor } from "./section-editor";
import { titleOnPage, useEditSlots } from "./use-edit-slots";
import type { EditorTarget } from "./use-section-editor";

/** The members' editing layer of a page (loaded lazily by SectionEditLayer). */
export default function EditorRoot({ urlPage }: { urlPage: string }) {
  return (
    <QueryProvider>
      <Toaster richColors position="bottom-right" offset={{ bottom: 88, right: 24 }} />
      <SectionEditing urlPage={urlPage} />
    </QueryProvider>
  );
}

function SectionEditing({ urlPage }: { urlPage: string }) {
  const queryClient = useQueryClient();
  const slots = useEditSlots();
  const sections = useSections(urlPage);
  const [target, setTarget] = useState<EditorTarget | null>(null);
  const [session, setSession] = useState(0);
  const newButton = useRef<HTMLButtonElement>(null);
  const focusNewButton = useRef(false);
  const refetchedFor = useRef("");

  const byId = new Map((sections.data ?? []).map((s) => [s.id, s]));
  const missing = slots.filter((slot) => !byId.has(slot.id)).map((slot) => slot.id).join(",");

  // A section on the page that the list does not know yet (e.g. saved elsewhere): refetch once.
  useEffect(() => {
    if (!missing || !sections.isSuccess || sections.isFetching || refetchedFor.current === missing) return;
    refetchedFor.current = missing;
    void sections.refetch();
  }, [missing, sections]);

  useEffect(() => {
    if (sections.error) toast.error(sections.error.message);
  }, [sections.error]);

  useEffect(() => {
    return onSectionChangedElsewhere(() => void queryClient.invalidateQueries({ queryKey: sectionsKey(urlPage) }));
  }, [queryClient, urlPage]);

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

  return (
    <>
      {slots.map((slot) => {
        const section = byId.get(slot.id);
        return createPortal(
          <EditSectionButton title={section?.section_title ?? titleOnPage(slot.id)} disabled={!section} onClick={() => section && open({ mode: "edit", section })} />,
          slot.element,
          `${slot.id}`,
        );
      })}
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
