import type { TocEntry } from "./toc";

const INDENT: Record<TocEntry["level"], string> = { 2: "", 3: "pl-4", 4: "pl-8" };

/** The post's headings as links to their anchors (server-rendered; plain links, no script). */
export function TableOfContents({ entries, label }: { entries: TocEntry[]; label: string }) {
  return (
    <nav aria-label={label} className="mt-8 rounded-xl border border-gray-200 bg-gray-50 p-5">
      <h2 className="text-sm font-semibold tracking-wide text-gray-700 uppercase">{label}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className={INDENT[entry.level]}>
            <a href={`#${entry.id}`} className="text-blue-700 underline-offset-2 hover:underline">
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
