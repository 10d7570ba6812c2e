"use client";

import { ChooseFromLibrary } from "@/features/media-library";
import { SiteLinkPicker, UnknownLinkWarning, useSiteLinks } from "@/features/site-map";
import { TextField } from "./text-field";

/** The home page's hero as the Hero Section tab edits it (spec/site-admin.md §3 "Hero fields": title, description, main button, image). */
export type HeroDraft = { title: string; description: string; button: string; button_url: string; image: string };

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
  const set =
    <K extends keyof HeroDraft>(key: K) =>
    (v: HeroDraft[K]) =>
      onChange({ ...value, [key]: v });
  const links = useSiteLinks();
  return (
    <div className="space-y-4">
      {!exists && <p className="text-sm text-gray-700">The home page has no hero yet: saving a title here adds one at the top of the home page.</p>}
      <TextField label="Title" value={value.title} onChange={set("title")} />
      <TextField label="Description" rows={3} value={value.description} onChange={set("description")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Button text" value={value.button} onChange={set("button")} />
        <div>
          <TextField label="Button link" placeholder="/contact" value={value.button_url} onChange={set("button_url")} />
          <SiteLinkPicker label="Link the button to a page of this site" links={links} onPick={set("button_url")} className="mt-1.5" />
          <UnknownLinkWarning value={value.button_url} links={links} />
        </div>
      </div>
      <div>
        <TextField label="Image address" type="url" value={value.image} onChange={set("image")} />
        <ChooseFromLibrary onPick={(url) => set("image")(url)} className="mt-1.5 !px-2.5 !py-1.5 !text-xs" />
      </div>
      <p className="text-sm text-gray-700">
        Layout, colours, sizes and animation are set in the hero editor on the home page (Edit hero), where you see the hero as visitors will.
      </p>
    </div>
  );
}
