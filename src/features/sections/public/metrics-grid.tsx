import type { CSSProperties, ReactNode } from "react";
import { gridTemplate } from "./section-layout";

/**
 * Metrics in grid_columns equal columns from 768 px up, one column below: of the
 * viewport on the page, of the enclosing `@container` in the editor's preview
 * (which is laid out at the width being previewed).
 */
export function MetricsGrid({ columns, children, container = false }: { columns: number; children: ReactNode; container?: boolean }) {
  const style = { "--grid-cols": gridTemplate(columns) } as CSSProperties;
  const wide = container ? "@3xl:grid-cols-(--grid-cols)" : "md:grid-cols-(--grid-cols)";
  return (
    <div data-metrics-grid className={`grid grid-cols-1 gap-x-8 gap-y-12 ${wide}`} style={style}>
      {children}
    </div>
  );
}
