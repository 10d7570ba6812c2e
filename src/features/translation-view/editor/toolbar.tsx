"use client";

import { languageName } from "@/features/languages";
import { Button } from "@/ui/button";
import type { TranslationViewTexts } from "../texts";
import type { SiteScopeTexts } from "../site-texts";
import type { ViewScope } from "../types";

export type Filter = "all" | "missing" | "outdated";

type Props = {
  texts: TranslationViewTexts;
  ui: string;
  locale: string;
  languages: readonly string[];
  onLocale: (locale: string) => void;
  site: SiteScopeTexts;
  /** The member may translate the site-wide texts (owners and admins): the scope switch is shown. */
  siteScope: boolean;
  /** This page's texts, or the site-wide texts (menus, FAQs, banners). */
  scope: ViewScope;
  onScope: (scope: ViewScope) => void;
  filter: Filter;
  onFilter: (filter: Filter) => void;
  /** The server has a translation server: "Draft missing" is offered. */
  machine: boolean;
  drafting: boolean;
  onDraft: () => void;
  /** Drafts waiting for approval on the page. */
  drafts: number;
  approving: boolean;
  onApproveAll: () => void;
};

/** The translation view's controls: the texts (this page or site-wide, for owners and admins), the target language, the filter (All, Missing, Outdated), Draft missing and Approve all. */
export function ViewToolbar(props: Props) {
  const { texts, ui, filter } = props;
  const filters: [Filter, string][] = [
    ["all", texts.all],
    ["missing", texts.missing],
    ["outdated", texts.outdated],
  ];
  const scopes: [ViewScope, string][] = [
    ["page", props.site.page],
    ["site", props.site.site],
  ];
  return (
    <div className="mb-3 flex flex-wrap items-end gap-4">
      {props.siteScope && (
        <fieldset className="flex items-center gap-3 text-sm">
          <legend className="sr-only">{props.site.scope}</legend>
          <span aria-hidden className="font-medium text-gray-900">
            {props.site.scope}
          </span>
          {scopes.map(([value, label]) => (
            <label key={value} className="flex items-center gap-1.5">
              <input type="radio" name="translation-scope" value={value} checked={props.scope === value} onChange={() => props.onScope(value)} />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      <label className="text-sm font-medium text-gray-900">
        {texts.language}
        <select
          className="mt-1 block rounded-md border border-gray-300 px-3 py-2 text-sm"
          value={props.locale}
          onChange={(event) => props.onLocale(event.target.value)}
        >
          {props.languages.map((code) => (
            <option key={code} value={code}>
              {languageName(code, ui)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="flex items-center gap-3 text-sm">
        <legend className="sr-only">{texts.show}</legend>
        <span aria-hidden className="font-medium text-gray-900">
          {texts.show}
        </span>
        {filters.map(([value, label]) => (
          <label key={value} className="flex items-center gap-1.5">
            <input type="radio" name="translation-filter" value={value} checked={filter === value} onChange={() => props.onFilter(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {props.machine && (
          <Button onClick={props.onDraft} busy={props.drafting} busyLabel={texts.drafting} title={texts.draftNote}>
            {texts.draftMissing}
          </Button>
        )}
        {props.drafts > 0 && (
          <Button variant="primary" onClick={props.onApproveAll} busy={props.approving} busyLabel={texts.saving}>
            {texts.approveAll} ({props.drafts})
          </Button>
        )}
      </div>
    </div>
  );
}
