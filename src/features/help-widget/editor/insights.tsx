"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/platform/http/client";
import type { HelpInsights } from "../types";

/** Owners and admins: questions the automatic answers found nothing for (what to write next), and readers' feedback per article. */
export function Insights() {
  const [data, setData] = useState<HelpInsights | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    apiFetch<HelpInsights>("/api/help/insights", { fallback: "Failed to load" })
      .then(setData)
      .catch((failure: Error) => setError(failure.message));
  }, []);
  if (error) return <p role="alert">{error}</p>;
  if (!data) return <p role="status">Loading...</p>;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="insights-unanswered">
        <h3 id="insights-unanswered" className="font-semibold">
          Questions without an answer
        </h3>
        {data.unanswered.length === 0 ? <p className="mt-2 text-gray-700">None yet: every question found an answer.</p> : null}
        <ul className="mt-2 space-y-1 text-sm" data-unanswered>
          {data.unanswered.map((q) => (
            <li key={q.id} className="rounded-md border border-gray-200 px-3 py-2">
              {q.question} <span className="text-gray-600">({q.locale})</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="insights-articles">
        <h3 id="insights-articles" className="font-semibold">
          Was this helpful?
        </h3>
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">Article</th>
              <th scope="col">Reads</th>
              <th scope="col">Yes</th>
              <th scope="col">No</th>
            </tr>
          </thead>
          <tbody>
            {data.articles.map((a) => (
              <tr key={a.slug}>
                <td>{a.title}</td>
                <td>{a.views}</td>
                <td>{a.helpful}</td>
                <td>{a.not_helpful}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
