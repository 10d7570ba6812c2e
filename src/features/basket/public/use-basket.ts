"use client";

import { useSyncExternalStore } from "react";
import type { BasketLine } from "../model";
import { basketStore } from "../store";

const subscribe = (listener: () => void) => basketStore().subscribe(listener);
const lines = () => basketStore().lines();
const none = () => null;

/** The basket's lines, or null while the page renders on the server and hydrates (the basket is the visitor's browser's). */
export function useBasketLines(): readonly BasketLine[] | null {
  return useSyncExternalStore(subscribe, lines, none);
}
