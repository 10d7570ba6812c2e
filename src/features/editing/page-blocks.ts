"use client";

import { useEffect, useState } from "react";

/** A block of the server-rendered page, as its frame describes it (see site/public/block-frame.tsx). */
export type PageBlockElement = { type: string; id: number; order: number; title: string; element: HTMLElement; slot: HTMLElement | null };
/** A place where a new block can go: before block `index`. */
export type InsertElement = { index: number; emptyPage: boolean; element: HTMLElement };
/** An element asking for a button that opens an editor (e.g. the 404's "Create this page"). */
export type ActionElement = { type: string; label: string; request: Record<string, unknown>; element: HTMLElement };

export type PageScan = { blocks: PageBlockElement[]; inserts: InsertElement[]; actions: ActionElement[] };

const EMPTY: PageScan = { blocks: [], inserts: [], actions: [] };

function parseRequest(text: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function scanPage(root: ParentNode = document): PageScan {
  const blocks = Array.from(root.querySelectorAll<HTMLElement>("[data-block-type][data-block-id]"))
    .map((element) => ({
      type: element.dataset.blockType!,
      id: Number(element.dataset.blockId),
      order: Number(element.dataset.blockOrder),
      title: element.dataset.blockTitle ?? "",
      element,
      slot: element.querySelector<HTMLElement>(":scope > [data-block-edit-slot]"),
    }))
    .filter((block) => Number.isInteger(block.id) && block.id > 0 && Number.isFinite(block.order));
  const inserts = Array.from(root.querySelectorAll<HTMLElement>("[data-block-insert]")).map((element) => ({
    index: Number(element.dataset.blockInsert),
    emptyPage: element.dataset.emptyPage !== undefined,
    element,
  }));
  const actions = Array.from(root.querySelectorAll<HTMLElement>("[data-editor-open]")).map((element) => ({
    type: element.dataset.editorOpen!,
    label: element.dataset.editorLabel ?? "",
    request: parseRequest(element.dataset.editorRequest),
    element,
  }));
  return { blocks, inserts, actions };
}

const sameScan = (a: PageScan, b: PageScan) =>
  a.blocks.length === b.blocks.length &&
  a.blocks.every((x, i) => {
    const y = b.blocks[i]!;
    return x.element === y.element && x.id === y.id && x.order === y.order && x.title === y.title && x.slot === y.slot;
  }) &&
  a.inserts.length === b.inserts.length &&
  a.inserts.every((x, i) => x.element === b.inserts[i]!.element && x.index === b.inserts[i]!.index && x.emptyPage === b.inserts[i]!.emptyPage) &&
  a.actions.length === b.actions.length &&
  a.actions.every((x, i) => x.element === b.actions[i]!.element);

/**
 * The page's blocks, insert places and editor actions, found after mount and
 * again whenever the page changes (router.refresh() streams new HTML in, the islands'
 * refresh morphs it: an element kept may change its attributes), through
 * one MutationObserver batched per animation frame.
 */
export function usePageScan(): PageScan {
  const [scan, setScan] = useState<PageScan>(EMPTY);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const found = scanPage();
      setScan((previous) => (sameScan(previous, found) ? previous : found));
    };
    update();
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(update);
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["data-block-title", "data-block-order", "data-block-id", "data-block-insert", "data-empty-page"],
    });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
  return scan;
}
