"use client";

import { useId, type ReactNode, type RefObject } from "react";
import { PAGE_LIMITS } from "../rules";

const INPUT =
  "block w-full rounded-md border border-gray-300 px-3 py-2 text-sm text-gray-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none aria-invalid:border-red-500";

/** A field's error, next to it (announced as it appears). */
function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

function Label({ htmlFor, children, optional = false }: { htmlFor: string; children: ReactNode; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-gray-900">
      {children}
      {optional && <span className="ml-1 font-normal text-gray-600">(optional)</span>}
    </label>
  );
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

type FieldProps<E extends HTMLElement> = { value: string; error?: string; inputRef: RefObject<E | null>; onChange: (value: string) => void };

export function TitleField({ value, error, inputRef, onChange }: FieldProps<HTMLInputElement>) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>Title</Label>
      <input
        ref={inputRef}
        id={id}
        name="title"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={PAGE_LIMITS.title}
        autoComplete="off"
        placeholder="About us"
        aria-invalid={!!error || undefined}
        aria-describedby={describedBy(error && `${id}-error`)}
        className={`mt-1.5 ${INPUT}`}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The slug, shown after the site's address (`https://example.com/`), with what it may contain. */
export function SlugField({ value, error, inputRef, onChange, origin, automatic }: FieldProps<HTMLInputElement> & { origin: string; automatic: boolean }) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>Slug</Label>
      <div className="mt-1.5 flex rounded-md shadow-xs">
        <span
          id={`${id}-prefix`}
          className="inline-flex max-w-[55%] items-center truncate rounded-l-md border border-r-0 border-gray-300 bg-gray-50 px-3 text-sm text-gray-700"
          title={`${origin}/`}
        >
          {origin}/
        </span>
        <input
          ref={inputRef}
          id={id}
          name="slug"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="about-us"
          aria-invalid={!!error || undefined}
          aria-describedby={describedBy(`${id}-prefix`, `${id}-hint`, error && `${id}-error`)}
          className={`min-w-0 flex-1 rounded-l-none ${INPUT}`}
        />
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-gray-600">
        Lowercase letters, numbers and hyphens.{automatic && " Made from the title until you change it."}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Meta description with its "n/160" counter, orange above 140 (spec §9). */
export function DescriptionField({ value, error, inputRef, onChange }: FieldProps<HTMLTextAreaElement>) {
  const id = useId();
  const warning = value.length > PAGE_LIMITS.descriptionWarning;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id} optional>
          Meta description
        </Label>
        {/* orange-700 keeps 4.5:1 against white */}
        <span
          id={`${id}-count`}
          data-warning={warning || undefined}
          className={`text-xs tabular-nums ${warning ? "font-semibold text-orange-700" : "text-gray-600"}`}
        >
          {value.length}/{PAGE_LIMITS.description}
        </span>
      </div>
      <textarea
        ref={inputRef}
        id={id}
        name="description"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={PAGE_LIMITS.description}
        rows={3}
        aria-invalid={!!error || undefined}
        aria-describedby={describedBy(`${id}-hint`, `${id}-count`, error && `${id}-error`)}
        className={`mt-1.5 resize-y ${INPUT}`}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-gray-600">
        Shown by search engines under the page&apos;s title.
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
