"use client";

import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { apiFetch } from "@/platform/http/client";
import { useOptionalSite } from "@/platform/tenancy/site-context";

const ACTIONS = [
  { value: "", label: "All actions" },
  { value: "accept_all", label: "Accept all" },
  { value: "reject_all", label: "Reject all" },
  { value: "custom", label: "Custom" },
  { value: "withdraw", label: "Withdraw" },
  { value: "gpc", label: "Global Privacy Control" },
] as const;

type Service = { id: number; name: string | null };
type ConsentRecord = {
  id: number;
  created_at: string;
  action: string;
  source: string;
  locale: string;
  revision: string;
  consent_id: string | null;
  user_id: string | null;
  granted: Service[];
  denied: Service[];
};
type Page = { records: ConsentRecord[]; total: number; page: number; page_size: number };

const FIELD =
  "mt-1 block w-full rounded-md border border-gray-300 px-2 py-1.5 text-sm focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none";
const BUTTON =
  "rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50 disabled:opacity-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none";

const names = (services: Service[]) => services.map((service) => service.name ?? `#${service.id}`).join(", ") || "—";

/**
 * The consent records of the Cookies tab: who chose what and when (newest first, 50 a page),
 * filtered by day range (the organization's time zone) and action, and Export CSV of the same
 * filter (GET /api/organizations/{id}/consent-records[/export]). Owners and admins only.
 */
export default function ConsentRecordsPanel({ organizationId }: { organizationId: number }) {
  const id = useId();
  const timeZone = useOptionalSite()?.timeZone;
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [action, setAction] = useState("");
  const [page, setPage] = useState(1);
  const filter = new URLSearchParams(Object.entries({ from, to, action }).filter(([, value]) => value));
  const query = useQuery({
    queryKey: ["consent-records", organizationId, filter.toString(), page],
    queryFn: () => apiFetch<Page>(`/api/organizations/${organizationId}/consent-records?${filter}&page=${page}`, { fallback: "Failed to load data" }),
  });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const when = (iso: string) => new Date(iso).toLocaleString(undefined, { timeZone, dateStyle: "medium", timeStyle: "short" });
  const update = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3" data-consent-records>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id={`${id}-title`} className="text-base font-semibold text-gray-900">
            Consent records
          </h3>
          <p className="text-sm text-gray-600">Every choice visitors made, as recorded; records cannot be changed or deleted.</p>
        </div>
        <a className={BUTTON} href={`/api/organizations/${organizationId}/consent-records/export?${filter}`} download data-consent-export>
          Export CSV
        </a>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="text-sm font-medium text-gray-800">
          From
          <input type="date" className={FIELD} value={from} onChange={(event) => update(setFrom)(event.target.value)} />
        </label>
        <label className="text-sm font-medium text-gray-800">
          To
          <input type="date" className={FIELD} value={to} onChange={(event) => update(setTo)(event.target.value)} />
        </label>
        <label className="text-sm font-medium text-gray-800">
          Action
          <select className={FIELD} value={action} onChange={(event) => update(setAction)(event.target.value)}>
            {ACTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.isError && (
        <p role="alert" className="text-sm text-red-700">
          {query.error.message}
        </p>
      )}
      {query.isPending && <p className="text-sm text-gray-600">Loading...</p>}
      {data && data.total === 0 && <p className="text-sm text-gray-600">No consent records match.</p>}
      {data && data.total > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-gray-200 text-gray-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  When
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Action
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Source
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Granted
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Denied
                </th>
                <th scope="col" className="py-2 font-medium">
                  Visitor
                </th>
              </tr>
            </thead>
            <tbody>
              {data.records.map((record) => (
                <tr key={record.id} className="border-b border-gray-100 align-top" data-consent-record={record.action}>
                  <td className="py-2 pr-3 whitespace-nowrap">{when(record.created_at)}</td>
                  <td className="py-2 pr-3">{ACTIONS.find((option) => option.value === record.action)?.label ?? record.action}</td>
                  <td className="py-2 pr-3">
                    {record.source}
                    {record.locale ? ` (${record.locale})` : ""}
                  </td>
                  <td className="py-2 pr-3">{names(record.granted)}</td>
                  <td className="py-2 pr-3">{names(record.denied)}</td>
                  <td className="py-2 font-mono text-xs break-all">{record.user_id ? `user ${record.user_id}` : (record.consent_id ?? "—")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && pages > 1 && (
        <div className="flex items-center gap-3 text-sm">
          <button type="button" className={BUTTON} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button type="button" className={BUTTON} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </div>
      )}
    </section>
  );
}
