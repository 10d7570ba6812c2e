"use client";

import { useId } from "react";

/** The home page's hero as the Hero Section tab edits it (spec/site-admin.md §3 "Hero fields": title, description, main button, image). */
export type HeroDraft = { title: string; description: string; button: string; button_url: string; image: string };

const INPUT = "mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-sm text-gray-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none";

/** The draft of a stored hero record (or an empty one: the first save creates the home page's hero). */
export function heroDraftOf(hero: Record<string, unknown> | null | undefined): HeroDraft {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const style = (hero?.button_style ?? {}) as { url?: unknown };
  return { title: text(hero?.title), description: text(hero?.description), button: text(hero?.button), button_url: text(style.url), image: text(hero?.image) };
}

/** What PUT /api/organizations/{id} takes as `heroData` for this draft. */
export const heroDataOf = (draft: HeroDraft) => ({
  title: draft.title,
  description: draft.description,
  button: draft.button,
  image: draft.image.trim(),
  button_style: { url: draft.button_url.trim() },
});

export function HeroTab({ value, exists, onChange }: { value: HeroDraft; exists: boolean; onChange: (value: HeroDraft) => void }) {
  const ids = { title: useId(), description: useId(), button: useId(), url: useId(), image: useId() };
  const set = <K extends keyof HeroDraft>(key: K, v: HeroDraft[K]) => onChange({ ...value, [key]: v });
  return (
    <div className="space-y-4">
      {!exists && <p className="text-sm text-gray-700">The home page has no hero yet: saving a title here adds one at the top of the home page.</p>}
      <div>
        <label htmlFor={ids.title} className="block text-sm font-medium text-gray-800">Title</label>
        <input id={ids.title} className={INPUT} value={value.title} onChange={(e) => set("title", e.target.value)} />
      </div>
      <div>
        <label htmlFor={ids.description} className="block text-sm font-medium text-gray-800">Description</label>
        <textarea id={ids.description} rows={3} className={INPUT} value={value.description} onChange={(e) => set("description", e.target.value)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.button} className="block text-sm font-medium text-gray-800">Button text</label>
          <input id={ids.button} className={INPUT} value={value.button} onChange={(e) => set("button", e.target.value)} />
        </div>
        <div>
          <label htmlFor={ids.url} className="block text-sm font-medium text-gray-800">Button link</label>
          <input id={ids.url} className={INPUT} placeholder="/contact" value={value.button_url} onChange={(e) => set("button_url", e.target.value)} />
        </div>
      </div>
      <div>
        <label htmlFor={ids.image} className="block text-sm font-medium text-gray-800">Image address</label>
        <input id={ids.image} type="url" className={INPUT} value={value.image} onChange={(e) => set("image", e.target.value)} />
      </div>
      <p className="text-sm text-gray-700">Layout, colours, sizes and animation are set in the hero editor on the home page (Edit hero), where you see the hero as visitors will.</p>
    </div>
  );
}
