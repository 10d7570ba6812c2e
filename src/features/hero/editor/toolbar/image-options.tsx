"use client";

import { Images, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { isSafeMediaUrl } from "@/platform/media/media";
import { Button } from "@/ui/button";
import { GalleryPicker } from "@/features/metrics";
import { clampImagePx, HERO_MESSAGES, IMAGE_SIZE, type ImagePosition } from "../../constants";
import type { HeroForm } from "../form-state";
import { Choice, INPUT_CLASS, Toggle } from "./controls";

const POSITIONS: { value: ImagePosition; label: string }[] = [
  { value: "left", label: "Left" },
  { value: "right", label: "Right" },
  { value: "inline", label: "Inline" },
  { value: "full", label: "Full width" },
  { value: "background", label: "Background" },
];

type Props = { form: HeroForm; set: (form: HeroForm) => void };

/** The Image Style dropdown: the image (address, gallery, remove), where it sits, its size, full page. */
export function ImageOptions({ form, set }: Props) {
  const [gallery, setGallery] = useState(false);
  const [address, setAddress] = useState(form.image ?? "");
  const id = useId();
  const image = form.image_style;
  const style = (patch: Partial<HeroForm["image_style"]>) => set({ ...form, image_style: { ...image, ...patch } });
  const invalid = address.trim() !== "" && !isSafeMediaUrl(address);
  const applyAddress = () => !invalid && set({ ...form, image: address.trim() || null });

  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <label htmlFor={id} className="text-xs font-semibold text-gray-700">
          Image or video address
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            className={INPUT_CLASS}
            value={address}
            placeholder="https://…"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={(event) => event.key === "Enter" && applyAddress()}
          />
          <Button onClick={applyAddress} disabled={invalid}>
            Use
          </Button>
        </div>
        {invalid && (
          <p id={`${id}-error`} className="text-xs text-red-700">
            {HERO_MESSAGES.image}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setGallery(true)}>
          <Images aria-hidden className="size-4" /> Choose from gallery
        </Button>
        <Button
          variant="ghost"
          disabled={!form.image}
          onClick={() => {
            setAddress("");
            set({ ...form, image: null });
          }}
        >
          <Trash2 aria-hidden className="size-4" /> Remove image
        </Button>
      </div>
      <Choice legend="Position" value={image.position} options={POSITIONS} onChange={(position) => style({ position })} />
      <div className="grid grid-cols-2 gap-3">
        {(["width", "height"] as const).map((side) => (
          <label key={side} className="space-y-1 text-xs font-semibold text-gray-700">
            <span className="capitalize">{side} (px)</span>
            <input
              type="number"
              min={IMAGE_SIZE.min}
              max={IMAGE_SIZE.max}
              className={INPUT_CLASS}
              value={image[side]}
              onChange={(event) => event.target.value !== "" && style({ [side]: clampImagePx(Number(event.target.value)) })}
            />
          </label>
        ))}
      </div>
      <Toggle label="Full page height" hint="The hero fills the screen's height." checked={image.fullPage} onChange={(fullPage) => style({ fullPage })} />
      <GalleryPicker
        open={gallery}
        onOpenChange={setGallery}
        selected={form.image}
        onPick={(url) => {
          setAddress(url);
          set({ ...form, image: url });
          setGallery(false);
        }}
      />
    </div>
  );
}
