"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import type { HelpTexts } from "../../texts";
import type { HelpAnswer, HelpSource } from "../../types";
import { useScriptsReady } from "@/ui/use-scripts-ready";
import { call, say } from "../client";
import { BUTTON, FIELD, LINK, PRIMARY } from "./styles";

/**
 * Answers (ai view): a question answered only from the site's published help articles
 * and FAQs, labelled as automatic: the sentences that answer quoted, each with its
 * article linked (a model's answer lists its sources); when nothing relevant is found
 * it says so and offers the team.
 */
export function AnswersView({ texts, locale, onFaq, onChat }: { texts: HelpTexts; locale: string; onFaq: (id: number) => void; onChat: () => void }) {
  const [question, setQuestion] = useState("");
  const [busy, setBusy] = useState(false);
  const ready = useScriptsReady();
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<HelpAnswer | null>(null);
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    if (!question.trim()) {
      setError(texts.questionRequired);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setResult(await call<HelpAnswer>("/api/help/answers", { method: "POST", body: { question, locale } }));
    } catch (failure) {
      setError(say(failure, texts));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-lg font-semibold">{texts.aiTitle}</h3>
        <p className="text-sm text-gray-700">{texts.aiNote}</p>
      </div>
      <form method="post" action="/api/help/answers" onSubmit={(event) => void ask(event)} className="space-y-2">
        <label htmlFor={inputId} className="block font-semibold">
          {texts.questionLabel}
        </label>
        <div className="flex gap-2">
          <input
            ref={input}
            id={inputId}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            maxLength={500}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={FIELD}
          />
          <button type="submit" disabled={busy || !ready} className={PRIMARY}>
            {texts.ask}
          </button>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </form>
      <div aria-live="polite" aria-busy={busy}>
        {busy ? <p>{texts.asking}</p> : null}
        {result && !busy ? (
          result.answered ? (
            <section aria-label={texts.automatic} className="rounded-xl border border-gray-200 p-3" data-help-answer>
              <p className="text-xs font-bold tracking-wide text-gray-700 uppercase">{texts.automatic}</p>
              {result.via === "model" ? (
                <>
                  <p className="mt-2 whitespace-pre-wrap">{result.answer}</p>
                  <h4 className="mt-3 font-semibold">{texts.sources}</h4>
                  <ol className="mt-1 list-decimal space-y-1 pl-5">
                    {result.sources.map((source) => (
                      <li key={source.href}>
                        <SourceLink source={source} onFaq={onFaq} />
                      </li>
                    ))}
                  </ol>
                </>
              ) : (
                // The sentences that answer, each with the article (or FAQ) it is quoted from.
                result.passages.map((passage, index) => (
                  <figure key={index} className="mt-2">
                    <blockquote className="border-l-4 border-blue-700 pl-3 text-gray-900">{passage.text}</blockquote>
                    <figcaption className="mt-1 pl-3 text-sm">
                      <span aria-hidden="true">— </span>
                      <SourceLink source={passage} onFaq={onFaq} />
                    </figcaption>
                  </figure>
                ))
              )}
            </section>
          ) : (
            <div className="rounded-xl border border-gray-200 p-3" data-help-no-answer>
              <p className="text-xs font-bold tracking-wide text-gray-700 uppercase">{texts.automatic}</p>
              <p className="mt-2">{texts.noAnswer}</p>
              <button type="button" onClick={onChat} className={`${BUTTON} mt-2`}>
                {texts.askTeam}
              </button>
            </div>
          )
        ) : null}
      </div>
    </div>
  );
}

/** A source of an answer: an article's link, or an FAQ opened in the widget. */
function SourceLink({ source, onFaq }: { source: HelpSource; onFaq: (id: number) => void }) {
  return source.type === "faq" ? (
    <button type="button" onClick={() => onFaq(Number(source.href.replace("#faq-", "")))} className={`${LINK} text-left`}>
      {source.title}
    </button>
  ) : (
    <a href={source.href} className={LINK}>
      {source.title}
    </a>
  );
}
