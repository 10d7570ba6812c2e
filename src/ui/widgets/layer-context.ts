"use client";

import { createContext, type ComponentType } from "react";
import type { WidgetDefinition, WidgetPlace, WidgetProps } from "./types";

export type MountedWidget = { definition: WidgetDefinition; Component: ComponentType<WidgetProps> };

export type Layer = {
  /** A slot says its place is on the page; the returned function says it is gone. */
  register: (place: WidgetPlace) => () => void;
  /** The widgets loaded and mounted on this page, in the list's order. */
  mounted: readonly MountedWidget[];
  props: WidgetProps;
};

/** `null` outside a `WidgetLayer` (a slot there stays as the server rendered it). */
export const LayerContext = createContext<Layer | null>(null);
