"use client";

import { apiFetch } from "@/platform/http/client";

/** Who saved a revision. */
export type RevisionAuthor = { id: string | null; name: string; email: string };

/** A saved version in the list: who, when, what changed. */
export type RevisionSummary = { id: number; version: number; saved_at: string; saved_by: RevisionAuthor; changed_fields: string[] | null };

/** The record now, in the editor's words. */
export type DescribedState = { version: number; fields: Record<string, string> };

export type RevisionList = { current: DescribedState | null; revisions: RevisionSummary[] };

export type RevisionDetail = RevisionSummary & { fields: Record<string, string>; current: DescribedState | null; differences: string[] };

/**
 * Where a record's revisions are: `path` is the record's API path
 * ("/api/template-sections/12"); `query` is added to the list's address
 * ("?url_page=/about" for a page layout).
 */
export type RevisionsTarget = { path: string; query?: string };

export const listRevisions = ({ path, query = "" }: RevisionsTarget) =>
  apiFetch<RevisionList>(`${path}/revisions${query}`, { fallback: "Failed to load versions" });

export const loadRevision = ({ path }: RevisionsTarget, id: number) =>
  apiFetch<RevisionDetail>(`${path}/revisions/${id}`, { fallback: "Failed to load version" });

/** A new save of the revision, against the version the list showed as current (409 when someone saved since). */
export const restoreRevision = <R>({ path }: RevisionsTarget, id: number, version: number) =>
  apiFetch<R>(`${path}/revisions/${id}/restore`, { method: "POST", body: { version }, fallback: "Failed to restore this version. Please try again." });
