import type { DetailedHTMLProps, HTMLAttributes } from "react";

type IslandElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  "data-island"?: string;
  "data-props"?: string;
  "data-hydrate"?: string;
  "data-n"?: number;
  "data-slot"?: string;
};

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      /** An island's root: display: contents (globals.css), its JSON props in data-props. */
      "onsite-island": IslandElementProps;
      /** Server-rendered content inside an island (its children), kept as HTML when it hydrates. */
      "onsite-slot": IslandElementProps;
    }
  }
}
