import type { CSSProperties, ReactNode } from "react";
import { gridTemplate } from "./section-layout";

/** Metrics in grid_columns equal columns from 768 px up, one column below. */
export function MetricsGrid({ columns, children }: { columns: number; children: ReactNode }) {
  const style = { "--grid-cols": gridTemplate(columns) } as CSSProperties;
  return (
    <div data-metrics-grid className="grid grid-cols-1 gap-x-8 gap-y-12 md:grid-cols-(--grid-cols)" style={style}>
      {children}
    </div>
  );
}
