"use client";

import type { Post } from "../schema";
import type { PostForm } from "./form";

/** The text of some HTML, for reading two versions side by side (nothing of it runs). */
const plain = (html: string) => {
  const doc = new DOMParser().parseFromString(html, "text/html");
  doc.querySelectorAll("p, h2, h3, h4, li, blockquote, pre").forEach((el) => el.append("\n"));
  return doc.body.textContent?.trim() ?? "";
};

function Version({ heading, who, title, content, testId }: { heading: string; who: string; title: string; content: string; testId: string }) {
  return (
    <section aria-label={heading} data-testid={testId} className="flex min-h-0 flex-col rounded-lg border border-gray-200">
      <div className="border-b border-gray-200 bg-gray-50 px-4 py-2">
        <h3 className="text-sm font-semibold text-gray-900">{heading}</h3>
        <p className="text-xs text-gray-600">{who}</p>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">
        <p className="text-lg font-semibold text-gray-900">{title}</p>
        <p className="mt-2 text-sm whitespace-pre-line text-gray-800">{plain(content)}</p>
      </div>
    </section>
  );
}

/**
 * Someone else saved the post after it was opened (a 409): their version beside
 * the user's, before choosing which to keep (issue 12).
 */
export function ConflictReview({
  mine,
  theirs,
  savedBy,
  onKeepMine,
  onTakeTheirs,
  onCancel,
}: {
  mine: PostForm;
  theirs: Post;
  savedBy: string;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onCancel: () => void;
}) {
  const when = new Date(theirs.updated_at).toLocaleString();
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4 p-6" data-testid="conflict-review">
      <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        This post was changed by someone else after you opened it. Review both versions before saving again.
      </div>
      <div className="grid min-h-0 flex-1 gap-4 md:grid-cols-2">
        <Version heading="Their version" who={`Saved by ${savedBy} on ${when}`} title={theirs.title} content={theirs.content} testId="conflict-theirs" />
        <Version heading="Your version" who="Not saved yet" title={mine.title} content={mine.content} testId="conflict-mine" />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className="rounded-md border border-gray-300 px-3.5 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50">
          Back to editing
        </button>
        <button
          type="button"
          onClick={onTakeTheirs}
          className="rounded-md border border-gray-300 px-3.5 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50"
        >
          Use their version
        </button>
        <button type="button" onClick={onKeepMine} className="rounded-md bg-gray-900 px-3.5 py-2 text-sm font-medium text-white hover:bg-gray-800">
          Keep my version
        </button>
      </div>
    </div>
  );
}
