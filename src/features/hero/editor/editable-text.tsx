"use client";

import { useImperativeHandle, useLayoutEffect, useRef, type CSSProperties, type Ref } from "react";

export type EditableTextProps = {
  value: string;
  onChange: (value: string) => void;
  /** Typing ends (focus leaves): the next change is a new undo step. */
  onCommit?: () => void;
  /** Accessible name, e.g. "Hero title". */
  label: string;
  placeholder: string;
  multiline?: boolean;
  /** The area scrolls beyond this height (title 400 px, description 280 px). */
  maxHeight?: number;
  invalid?: boolean;
  describedBy?: string;
  /** The editable element (to focus it). */
  ref?: Ref<HTMLSpanElement>;
  className?: string;
  style?: CSSProperties;
};

const read = (element: HTMLElement, multiline: boolean) => {
  const text = element.innerText.replace(/\n$/, "");
  return multiline ? text : text.replace(/\n/g, " ");
};

/**
 * Text edited in place in the live preview: plain text only (pasted markup
 * arrives as text), its own native undo while focused. The DOM is written only
 * when the value changes from outside (undo of the form, a merged event), so
 * typing never loses the caret.
 */
export function EditableText({
  value,
  onChange,
  onCommit,
  label,
  placeholder,
  multiline = false,
  maxHeight,
  invalid,
  describedBy,
  ref,
  className = "",
  style,
}: EditableTextProps) {
  const own = useRef<HTMLSpanElement | null>(null);
  useImperativeHandle(ref, () => own.current!, []);
  useLayoutEffect(() => {
    const element = own.current;
    if (element && read(element, multiline) !== value) element.textContent = value;
  }, [value, multiline]);
  return (
    <span
      ref={own}
      role="textbox"
      aria-label={label}
      aria-multiline={multiline}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      aria-placeholder={placeholder}
      tabIndex={0}
      contentEditable="plaintext-only"
      suppressContentEditableWarning
      spellCheck
      data-placeholder={placeholder}
      data-empty={value === "" || undefined}
      onInput={(event) => onChange(read(event.currentTarget, multiline))}
      onKeyDown={(event) => {
        if (!multiline && event.key === "Enter") event.preventDefault();
      }}
      onBlur={onCommit}
      className={`block min-w-[4ch] cursor-text overflow-y-auto rounded-md whitespace-pre-wrap outline-2 outline-offset-4 outline-transparent transition-[outline-color] hover:outline-blue-300 focus:outline-blue-500 data-empty:before:text-gray-500 data-empty:before:content-[attr(data-placeholder)] ${
        invalid ? "outline-red-600 hover:outline-red-600" : ""
      } ${className}`}
      style={{ ...style, maxHeight }}
    />
  );
}
