"use client";

import { CalendarDays } from "lucide-react";
import { useRef, useState, type ComponentType } from "react";
import type { WidgetProps } from "@/features/site";
import { floatingBottom, floatingLayer } from "@/ui/floating-stack";
import { focusFloating, useFloatingPill } from "@/ui/floating-pills";
import { SCHEDULE_MEETING } from "../texts/button";
import type { MeetingsTexts } from "../texts";
import type { MeetingsModalProps, Remembered } from "./meetings-modal";

type Loaded = { Modal: ComponentType<MeetingsModalProps>; texts: MeetingsTexts };

/** The modal's code and its texts in the page's language, asked once (both their own chunks). */
let loading: Promise<Loaded> | null = null;
function loadModal(locale: string): Promise<Loaded> {
  loading ??= Promise.all([import("./meetings-modal"), import("../texts").then((texts) => texts.loadMeetingsTexts(locale))]).then(
    ([module, texts]) => ({ Modal: module.default, texts }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The floating "Schedule Meeting" button (spec/visitor.md "Meeting widget"), the
 * meetings widget's only code on the page: the Meetings modal (calendar and form) and
 * its texts load through import() when it is pressed (or hovered, to be ready sooner).
 * Bottom right, stacked above the help widget's button (docs/decisions.md).
 */
export default function ScheduleButton({ settings }: WidgetProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<Loaded | null>(null);
  const [busy, setBusy] = useState(false);
  const [remembered, setRemembered] = useState<Remembered>({ name: "", email: "" });
  const label = SCHEDULE_MEETING[settings.locale as keyof typeof SCHEDULE_MEETING] ?? SCHEDULE_MEETING.en;

  const show = async () => {
    setBusy(true);
    try {
      setOpen(await loadModal(settings.locale));
    } catch {
      // Offline or a new deployment: the next press asks again.
    } finally {
      setBusy(false);
    }
  };

  // On a phone with the help pill too, one compact launcher stands for both (src/ui/floating-pills.tsx).
  const { grouped, launcher } = useFloatingPill({ id: "meetings", label, icon: <CalendarDays aria-hidden className="size-5" />, open: () => void show() });
  // In the floating stack above the help button (src/ui/floating-stack.ts).
  return (
    <>
      <div ref={floatingLayer("meetings")} className={`fixed right-4 z-40 ${grouped ? "max-md:hidden" : ""}`} style={{ bottom: floatingBottom("meetings") }}>
      <button
        ref={button}
        type="button"
        data-schedule-meeting
        aria-haspopup="dialog"
        aria-busy={busy || undefined}
        onPointerEnter={() => void loadModal(settings.locale).catch(() => undefined)}
        onClick={show}
        className={`inline-flex min-h-12 items-center gap-2 rounded-full bg-blue-700 px-5 text-sm font-semibold text-white shadow-lg hover:bg-blue-800 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none motion-safe:transition-colors`}
      >
        <CalendarDays aria-hidden className="size-5" />
        {label}
      </button>
      </div>
      {launcher}
      {open && (
        <open.Modal
          settings={settings}
          texts={open.texts}
          remembered={remembered}
          onRemember={setRemembered}
          onClose={() => {
            setOpen(null);
            focusFloating(button.current);
          }}
        />
      )}
    </>
  );
}
