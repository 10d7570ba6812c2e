"use client";

// STUB: the section editor work replaces this file. Props are the contract.
export function SectionEditLayer({ urlPage }: { urlPage: string }) {
  void urlPage;
  return null;
}
