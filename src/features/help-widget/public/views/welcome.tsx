"use client";

import type { WidgetSettings } from "@/features/site";
import { fill, type HelpTexts } from "../../texts";
import type { HelpContent, HelpStatus } from "../../types";
import { BUTTON, PRIMARY } from "./styles";

/** When answers usually come: minutes up to two hours, hours after. */
function usually(texts: HelpTexts, minutes: number | null) {
  if (minutes === null) return texts.leaveEmail;
  return minutes < 120 ? fill(texts.usuallyReplies, { minutes }) : fill(texts.usuallyRepliesHours, { hours: Math.round(minutes / 60) });
}

/** Welcome: a greeting, whether the team is online (or when it usually answers), the popular articles. */
export function WelcomeView({ texts, content, status, settings, onArticle, onChat }: { texts: HelpTexts; content: HelpContent; status: HelpStatus | null; settings: WidgetSettings; member: boolean; onArticle: (slug: string) => void; onChat: () => void }) {
  return (
    <div className="space-y-5">
      <div>
        <p className="text-xl font-semibold">{texts.greeting}</p>
        <p className="mt-1 text-gray-700">{fill(texts.greetingSite, { site: settings.siteTitle || settings.organization.name })}</p>
      </div>
      <div className="rounded-xl border border-gray-200 p-3">
        <p className="flex items-center gap-2 font-semibold" data-help-presence={status?.online ? "online" : "offline"}>
          <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${status?.online ? "bg-green-600" : "bg-gray-500"}`} />
          {status?.online ? texts.online : texts.offline}
        </p>
        {status && !status.online ? <p className="mt-1 text-sm text-gray-700">{usually(texts, status.usual_reply_minutes)}</p> : null}
        <button type="button" onClick={onChat} className={`${PRIMARY} mt-3`}>
          {texts.startChat}
        </button>
      </div>
      <section aria-labelledby="help-popular">
        <h3 id="help-popular" className="font-semibold">
          {texts.popular}
        </h3>
        {content.popular.length === 0 ? <p className="mt-2 text-gray-700">{texts.noArticles}</p> : null}
        <ul className="mt-2 space-y-2">
          {content.popular.map((article) => (
            <li key={article.slug}>
              <button type="button" onClick={() => onArticle(article.slug)} className={`${BUTTON} w-full flex-col items-start text-left`}>
                <span className="font-semibold">{article.title}</span>
                {article.summary ? <span className="line-clamp-2 text-sm font-normal text-gray-700">{article.summary}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
