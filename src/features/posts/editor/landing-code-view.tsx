"use client";

import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type UIEvent } from "react";
import { highlightHtml, type Token } from "./highlight-html";

const COLOURS: Record<Token["kind"], string> = {
  text: "text-gray-900",
  tag: "text-blue-800",
  attribute: "text-purple-800",
  value: "text-green-800",
  comment: "text-gray-600 italic",
  punctuation: "text-gray-600",
};

const CODE = "m-0 min-h-full p-4 font-mono text-[13px] leading-5 whitespace-pre-wrap break-words";

/** The page's own stylesheets, so the preview shows the classes as the site will. */
const siteStyles = () =>
  Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    .map((link) => `<link rel="stylesheet" href="${link.href.replace(/"/g, "&quot;")}">`)
    .join("");

/**
 * A landing post's HTML as code (spec/editors.md §2 item 6): a plain text area
 * over its coloured copy, and a live preview beside it. The preview is a
 * sandboxed frame (no scripts, forms or navigation run in it); the server keeps
 * only the landing allow list when saving and again when showing the page.
 * Tab leaves the field as everywhere else (no indent key to trap keyboard users).
 */
export function LandingCodeView({ html, onChange }: { html: string; onChange: (html: string) => void }) {
  const id = useId();
  const highlighted = useRef<HTMLPreElement>(null);
  const tokens = useMemo(() => highlightHtml(html), [html]);
  const preview = useDeferredValue(html);
  const frame = useLivePreview(preview);

  const follow = (event: UIEvent<HTMLTextAreaElement>) => {
    if (!highlighted.current) return;
    highlighted.current.scrollTop = event.currentTarget.scrollTop;
    highlighted.current.scrollLeft = event.currentTarget.scrollLeft;
  };

  return (
    <div className="grid min-h-0 flex-1 grid-rows-2 md:grid-cols-2 md:grid-rows-1" data-testid="landing-code-view">
      <div className="flex min-h-0 flex-col border-b border-gray-200 md:border-r md:border-b-0">
        <label htmlFor={id} className="border-b border-gray-200 px-4 py-2 text-sm font-medium text-gray-800">
          Page HTML
        </label>
        <p id={`${id}-hint`} className="px-4 pt-2 text-xs text-gray-600">
          Layout tags, classes, inline styles and images are kept. Scripts, event handlers, frames and forms are removed when you save.
        </p>
        <div className="relative min-h-0 flex-1 overflow-hidden">
          <pre ref={highlighted} aria-hidden className={`${CODE} pointer-events-none absolute inset-0 overflow-hidden`}>
            {tokens.map((token, i) => (
              <span key={i} className={COLOURS[token.kind]}>
                {token.text}
              </span>
            ))}
            {"\n"}
          </pre>
          <textarea
            id={id}
            value={html}
            spellCheck={false}
            onChange={(event) => onChange(event.target.value)}
            onScroll={follow}
            aria-describedby={`${id}-hint`}
            className={`${CODE} absolute inset-0 h-full w-full resize-none overflow-auto bg-transparent text-transparent caret-gray-900 outline-none selection:bg-blue-200 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-inset`}
          />
        </div>
      </div>
      <div className="flex min-h-0 flex-col">
        <p className="border-b border-gray-200 px-4 py-2 text-sm font-medium text-gray-800">Live preview</p>
        <iframe title="Live preview of the page HTML" {...frame} className="min-h-0 w-full flex-1 bg-white" data-testid="landing-preview" />
      </div>
    </div>
  );
}

/**
 * The preview frame's props: one document with the site's styles, loaded once, whose body
 * follows `html` in place. Typing neither reloads the frame (no flash, no stylesheet fetched
 * again per key) nor starts a navigation. `allow-same-origin` without `allow-scripts`: the
 * editor may write into the frame, and nothing in it runs (no script, no handler, no form,
 * no navigation of the page), as before.
 */
function useLivePreview(html: string) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const srcDoc = useMemo(
    () =>
      `<!doctype html><html lang="${(document.documentElement.lang || "en").replace(/"/g, "")}"><head><meta charset="utf-8"><title>Live preview</title>${siteStyles()}</head><body></body></html>`,
    [],
  );
  useEffect(() => {
    const body = loaded ? ref.current?.contentDocument?.body : null;
    if (body) body.innerHTML = html;
  }, [html, loaded]);
  const onLoad = useCallback(() => setLoaded(true), []);
  return { ref, srcDoc, onLoad, sandbox: "allow-same-origin" } as const;
}
