"use client";

import { useEffect, useRef, useState } from "react";
import type { HelpTexts } from "../../texts";
import type { HelpArticleRead } from "../../types";
import { call, newKey } from "../client";
import { BUTTON, LINK } from "./styles";

/** One article read inside the widget, with "Was this helpful?" (recorded for the owners). */
export function ArticleView({ texts, slug, locale, onBack }: { texts: HelpTexts; slug: string; locale: string; onBack: () => void }) {
  const [article, setArticle] = useState<HelpArticleRead | null>(null);
  const [failed, setFailed] = useState(false);
  const [answered, setAnswered] = useState<"sending" | "done" | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    call<HelpArticleRead>(`/api/help/articles/${encodeURIComponent(slug)}?locale=${encodeURIComponent(locale)}`)
      .then((loaded) => live && setArticle(loaded))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [slug, locale]);

  useEffect(() => {
    if (article) heading.current?.focus();
  }, [article]);

  const feedback = async (helpful: boolean) => {
    setAnswered("sending");
    await call(`/api/help/articles/${encodeURIComponent(slug)}/feedback`, { method: "POST", body: { helpful }, key: newKey() }).catch(() => {});
    setAnswered("done");
  };

  return (
    <article>
      <button type="button" onClick={onBack} className={BUTTON}>
        ← {texts.back}
      </button>
      {failed ? <p role="alert" className="mt-3">{texts.loadFailed}</p> : !article ? <p role="status" className="mt-3">{texts.loading}</p> : null}
      {article ? (
        <>
          <h3 ref={heading} tabIndex={-1} className="mt-3 text-xl font-bold focus:outline-none">
            {article.title}
          </h3>
          {/* Sanitized on the server (the posts' allow list). */}
          <div className="prose prose-sm mt-2 max-w-none text-gray-900" dangerouslySetInnerHTML={{ __html: article.html }} />
          <p className="mt-3">
            <a href={article.href} className={LINK}>
              {texts.openPage}
            </a>
          </p>
          <div className="mt-4 rounded-xl border border-gray-200 p-3" data-help-feedback>
            {answered === "done" ? (
              <p role="status">{texts.thanks}</p>
            ) : (
              <fieldset disabled={answered === "sending"}>
                <legend className="font-semibold">{texts.helpful}</legend>
                <div className="mt-2 flex gap-2">
                  <button type="button" onClick={() => void feedback(true)} className={BUTTON}>
                    {texts.yes}
                  </button>
                  <button type="button" onClick={() => void feedback(false)} className={BUTTON}>
                    {texts.no}
                  </button>
                </div>
              </fieldset>
            )}
          </div>
        </>
      ) : null}
    </article>
  );
}
