// STUB: the sections API work replaces this file. Signature is the contract.
import type { TemplateSection } from "../schema";

/** Cached (tag org-{id}): the sections of one page of an organization, in order, with their metrics in order. */
export async function loadPageSections(organizationId: number, urlPage: string): Promise<TemplateSection[]> {
  void organizationId;
  void urlPage;
  return [];
}
