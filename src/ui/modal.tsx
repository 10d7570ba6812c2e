"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef, useState, type ReactNode, type RefObject } from "react";
import { useToastClearance } from "./toast-clearance";

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the dialog, shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  /** Next to the title, e.g. a New/Edit badge or a fullscreen toggle. */
  headerExtra?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  /** Width preset; `full` covers the viewport. */
  size?: "sm" | "md" | "lg" | "xl" | "full";
  /** Shown above other modals (e.g. a confirmation over an editor). */
  stacked?: boolean;
  /** What takes focus on open; by default the first field of the body, else its first control, else the footer's first button (never Close or Fullscreen). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The close button's accessible name (a visitor's dialog says it in the page's language). */
  closeLabel?: string;
};

const WIDTH = { sm: "max-w-md", md: "max-w-xl", lg: "max-w-3xl", xl: "max-w-6xl", full: "max-w-none" } as const;

/**
 * The dialog every editor uses: labelled by its title, focus trapped inside,
 * Escape and the close button close it, focus returns to what opened it.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  headerExtra,
  footer,
  children,
  size = "lg",
  stacked = false,
  initialFocus,
  closeLabel = "Close",
}: ModalProps) {
  const full = size === "full";
  // Radix returns focus only to a Dialog.Trigger; our modals open from state,
  // so remember what had focus on open and give it back on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // Toasts stand above the footer's buttons, never over them.
  const [footerElement, setFooterElement] = useState<HTMLDivElement | null>(null);
  useToastClearance(footerElement);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* A dim, not a blur: a backdrop filter over the whole page is drawn again on every frame
            the dialog changes (a caret, a hover), about half a core while an editor is open where
            the browser composites in software (docs/decisions.md, "No backdrop blur in the editors"). */}
        <Dialog.Overlay className={`fixed inset-0 bg-gray-950/50 ${stacked ? "z-[60]" : "z-50"}`} />
        <Dialog.Content
          className={`fixed ${stacked ? "z-[61]" : "z-50"} flex flex-col bg-white shadow-2xl outline-none ${
            full ? "inset-0" : `top-1/2 left-1/2 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl ${WIDTH[size]}`
          }`}
          {...(description ? {} : { "aria-describedby": undefined })}
          // A toast's action (e.g. Undo) is not "outside": clicking it must not close the editor.
          onInteractOutside={(event) => {
            if (event.target instanceof Element && event.target.closest("[data-sonner-toaster]")) event.preventDefault();
          }}
          onOpenAutoFocus={(event) => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            const target = initialFocus?.current ?? firstFocus(event.currentTarget as HTMLElement);
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          {/* A div, not <header>: inside a dialog a header would count as a second page banner. */}
          <div data-modal-header className="flex items-start gap-3 border-b border-gray-200 px-5 py-4">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="flex items-center gap-2 text-lg font-semibold text-gray-900">{title}</Dialog.Title>
              {description && <Dialog.Description className="mt-0.5 text-sm text-gray-500">{description}</Dialog.Description>}
            </div>
            {headerExtra}
            <Dialog.Close className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-900" aria-label={closeLabel}>
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div data-modal-body className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
            {children}
          </div>
          {footer && (
            <div ref={setFooterElement} data-modal-footer className="flex flex-wrap items-center justify-end gap-2 border-t border-gray-200 px-5 py-3">
              {footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"]';
const CONTROL = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * Where focus starts when the caller names nothing: a person opening an editor
 * wants to type, so the body's first field (a typed space must never "press"
 * Close); a confirmation without fields starts on its first control or on the
 * footer's first button (Cancel, the safe choice).
 */
function firstFocus(content: HTMLElement): HTMLElement | null {
  const usable = (el: HTMLElement) => el.getClientRects().length > 0 && !el.closest("[inert],[aria-hidden=true]");
  const find = (root: Element | null, selector: string) => Array.from(root?.querySelectorAll<HTMLElement>(selector) ?? []).find(usable) ?? null;
  const body = content.querySelector("[data-modal-body]");
  return find(body, FIELD) ?? find(body, `${FIELD}, ${CONTROL}`) ?? find(content.querySelector("[data-modal-footer]"), CONTROL);
}

export function Badge({ children, tone = "blue" }: { children: ReactNode; tone?: "blue" | "green" | "gray" }) {
  const tones = { blue: "bg-blue-100 text-blue-800", green: "bg-emerald-100 text-emerald-800", gray: "bg-gray-100 text-gray-700" };
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>{children}</span>;
}
