"use client";

import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ApiError } from "@/platform/http/client";
import { PAGE_MESSAGES, slugError, slugify, titleFromSlug } from "../rules";
import { createPageSchema, type Page, type PageCreate } from "../schema";
import { patchPage, postPage } from "./api";

export type PageFields = { title: string; slug: string; description: string };
export type FieldName = keyof PageFields;
type Errors = Partial<Record<FieldName, string>>;

const FIELD_ORDER: readonly FieldName[] = ["title", "slug", "description"];
const isField = (value: unknown): value is FieldName => FIELD_ORDER.includes(value as FieldName);

/** The form as it opens: a page's own fields (its settings), empty, or for "Create this page" the 404's slug and a title made from it. */
function initialFields(requestSlug: unknown, page?: Page | null): PageFields {
  if (page) return { title: page.title, slug: page.slug, description: page.description ?? "" };
  const slug = typeof requestSlug === "string" ? slugify(requestSlug) : "";
  return { title: slug ? titleFromSlug(slug) : "", slug, description: "" };
}

/**
 * State of the Create Page form (spec/editors.md §4, §5): the slug follows the
 * title until the user edits the slug field (a slug given by the request counts
 * as chosen); errors sit next to their field, other failures in a form banner.
 */
export function useCreatePage({
  requestSlug,
  organizationId,
  onCreated,
  page,
}: {
  requestSlug: unknown;
  organizationId: number | undefined;
  onCreated: (page: Page) => void;
  /** An existing page: the form edits its settings (PATCH) instead of creating one. */
  page?: Page | null;
}) {
  const [initial, setInitial] = useState(() => initialFields(requestSlug, page));
  const [fields, setFields] = useState(initial);
  /** The page as stored when the form was loaded: its version is what a save is sent against. */
  const [stored, setStored] = useState(page ?? null);
  /** After someone else's save (a 409, or at once over the live channel): the user's form and what it was made on, to reapply. */
  const [aside, setAside] = useState<{ mine: PageFields; oldBase: PageFields } | null>(null);
  const [slugEdited, setSlugEdited] = useState(initial.slug !== "");
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const title = useRef<HTMLInputElement>(null);
  const slug = useRef<HTMLInputElement>(null);
  const description = useRef<HTMLTextAreaElement>(null);
  const refs = { title, slug, description };

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) refs[first].current?.focus();
  };

  const dirty = FIELD_ORDER.some((name) => fields[name] !== initial[name]);

  /** Someone else saved the page: their version is loaded; the user's changes, if any, wait to be reapplied. */
  const theirs = (current: Page) => {
    const next = initialFields(undefined, current);
    if (dirty) setAside({ mine: fields, oldBase: initial });
    setStored(current);
    setInitial(next);
    setFields(next);
    setErrors({});
  };

  const save = useMutation({
    mutationFn: (body: PageCreate) => (stored ? patchPage(stored.id, { ...body, version: stored.version }) : postPage(body)),
    onSuccess: onCreated,
    onError: (error) => {
      const current = error instanceof ApiError && error.status === 409 ? (error.body?.current as Page | undefined) : undefined;
      if (stored && current && !(error as ApiError).body?.field) return theirs(current);
      const field = error instanceof ApiError ? error.body?.field : undefined;
      if (isField(field)) showErrors({ [field]: error.message });
      else if (error instanceof ApiError && error.status === 404) setBanner(page ? PAGE_MESSAGES.notFound : PAGE_MESSAGES.organizationGone);
      else setBanner(error.message || (page ? PAGE_MESSAGES.saveFailed : PAGE_MESSAGES.createFailed));
    },
  });

  const setTitle = (value: string) => {
    setFields((f) => ({ ...f, title: value, slug: slugEdited ? f.slug : slugify(value) }));
    setErrors((e) => ({ ...e, title: undefined, slug: slugEdited ? e.slug : undefined }));
  };

  /** An edited slug is checked as it is typed (uniqueness only on save). */
  const setSlug = (value: string) => {
    setSlugEdited(true);
    setFields((f) => ({ ...f, slug: value }));
    setErrors((e) => ({ ...e, slug: slugError(value) ?? undefined }));
  };

  const setDescription = (value: string) => {
    setFields((f) => ({ ...f, description: value }));
    setErrors((e) => ({ ...e, description: undefined }));
  };

  const submit = () => {
    if (save.isPending) return;
    setBanner(null);
    const check = createPageSchema.safeParse(fields);
    if (!check.success) {
      const found: Errors = {};
      for (const issue of check.error.issues) {
        const name = issue.path[0];
        if (isField(name)) found[name] ??= issue.message;
      }
      return showErrors(found);
    }
    setErrors({});
    if (!organizationId) return setBanner(PAGE_MESSAGES.noOrganizationId);
    save.mutate(check.data);
  };

  return {
    fields,
    slugEdited,
    errors,
    banner,
    refs,
    setTitle,
    setSlug,
    setDescription,
    submit,
    saving: save.isPending,
    dirty,
    /** The version of the page the form is based on (an existing page's). */
    version: stored?.version,
    theirs,
    /** The user's changes kept aside after someone else's save: reapplied (each field they changed) over the form, or dropped. */
    conflict: aside !== null,
    reapplyMine: () => {
      if (!aside) return;
      setFields((f) => ({
        ...f,
        ...Object.fromEntries(FIELD_ORDER.filter((name) => aside.mine[name] !== aside.oldBase[name]).map((name) => [name, aside.mine[name]])),
      }));
      setAside(null);
    },
    dismissConflict: () => setAside(null),
  };
}
