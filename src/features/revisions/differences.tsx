"use client";

import type { DescribedState } from "./api";

/**
 * The fields that differ between a saved version and the current record, side
 * by side: one row per field, the saved text left, the current text right.
 */
export function Differences({
  version,
  fields,
  current,
  labels,
}: {
  version: number;
  fields: Record<string, string>;
  current: DescribedState | null;
  labels: string[];
}) {
  if (labels.length === 0) return <p className="mt-3 text-sm text-gray-600">This version is the same as the current one.</p>;
  return (
    <div className="mt-3 min-h-0 flex-1 overflow-auto" data-testid="revision-differences">
      <table className="w-full table-fixed border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-sm text-gray-700">Changed fields: this version beside the current one</caption>
        <thead>
          <tr className="border-b border-gray-200">
            <th scope="col" className="w-40 py-2 pr-3 font-semibold text-gray-900">
              Field
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold text-gray-900">
              Version {version}
            </th>
            <th scope="col" className="py-2 font-semibold text-gray-900">
              Current{current ? ` (version ${current.version})` : ""}
            </th>
          </tr>
        </thead>
        <tbody>
          {labels.map((label) => (
            <tr key={label} className="border-b border-gray-100 align-top">
              <th scope="row" className="py-2 pr-3 font-medium text-gray-800">
                {label}
              </th>
              <td className="bg-red-50 py-2 pr-3 break-words whitespace-pre-line text-gray-900">{fields[label] ?? "(empty)"}</td>
              <td className="bg-green-50 py-2 break-words whitespace-pre-line text-gray-900">{current?.fields[label] ?? "(empty)"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
