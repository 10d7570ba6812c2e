"use client";

import { useId } from "react";
import { limitCounter, TEXT_LIMITS } from "@/platform/schema/limits";
import { LimitCounter } from "@/ui/limit-counter";
import { TEXT_AREA_MAX, textPx } from "../constants";
import { AnimatedBackground } from "../public/backgrounds/animated-background";
import { StillBackgroundVideo } from "../public/background-video";
import { ButtonFace, buttonLook } from "../public/hero-button";
import { HeroMediaBox } from "../public/hero-media";
import { HeroView } from "../public/hero-view";
import { mediaBoxStyle } from "../public/view-model";
import { EditableText } from "./editable-text";
import type { HeroForm } from "./form-state";
import { ResizableMedia } from "./resizable-media";
import { TextSizeHandle } from "./text-size-handle";

export type PreviewProps = {
  form: HeroForm;
  /** A change; `group` makes one undo step of a gesture or a burst of typing. */
  change: (patch: (form: HeroForm) => HeroForm, group?: string) => void;
  /** A gesture or typing ended. */
  commit: () => void;
  titleRef: React.Ref<HTMLSpanElement>;
  titleMissing: boolean;
};

/**
 * The live preview: the hero as visitors see it, with its title, description
 * and button text edited in place, 8 resize handles on the image, and size
 * handles under the title and the description. Links do nothing here.
 */
export function HeroPreview({ form, change, commit, titleRef, titleMissing }: PreviewProps) {
  const titleError = useId();
  const setText = (key: "title" | "description" | "button") => (value: string) => change((f) => ({ ...f, [key]: value }), `text-${key}`);
  const look = buttonLook(form);
  // Each text's length against its limit: a counter near the limit, named by the field's aria-describedby.
  const lengths = {
    title: [form.title.trim().length, TEXT_LIMITS.heroTitle],
    description: [form.description.length, TEXT_LIMITS.heroDescription],
    button: [form.button.trim().length, TEXT_LIMITS.heroButton],
  } as const;
  const counterId = (key: keyof typeof lengths) => `${titleError}-${key}-counter`;
  const counter = (key: keyof typeof lengths) => <LimitCounter id={counterId(key)} length={lengths[key][0]} max={lengths[key][1]} className="mt-1" />;
  const describedBy = (key: keyof typeof lengths, ...others: (string | false)[]) =>
    [...others, limitCounter(lengths[key][0], lengths[key][1]) ? counterId(key) : false].filter(Boolean).join(" ") || undefined;

  return (
    <div
      className="overflow-hidden rounded-xl border border-gray-200 bg-white"
      data-hero-preview
      onClickCapture={(event) => {
        if ((event.target as HTMLElement).closest("a")) event.preventDefault();
      }}
    >
      <HeroView
        hero={form}
        texts={{ title: form.title, description: form.description, button: form.button, tagLine: form.tag_line, secondary: form.button_secondary_text }}
        headingId={`${titleError}-heading`}
        slots={{
          preview: true,
          background: <AnimatedBackground name={form.animation_element} />,
          video: (src) => <StillBackgroundVideo src={src} />,
          title: (
            <EditableText
              ref={titleRef}
              value={form.title}
              onChange={setText("title")}
              onCommit={commit}
              label="Hero title"
              placeholder="Your headline"
              maxHeight={TEXT_AREA_MAX.title}
              invalid={titleMissing}
              describedBy={describedBy("title", titleMissing && titleError)}
            />
          ),
          afterTitle: (
            <>
              {counter("title")}
              {titleMissing && (
                <p id={titleError} className="rounded-md bg-white px-2 py-1 text-sm font-medium text-red-700">
                  Please enter a hero title
                </p>
              )}
              <TextSizeHandle
                label="Title size"
                px={textPx(form.title_style.size.desktop)}
                onChange={(px, group) => change((f) => ({ ...f, title_style: { ...f.title_style, size: { ...f.title_style.size, desktop: px } } }), group)}
                onCommit={commit}
              />
            </>
          ),
          description: (
            <EditableText
              value={form.description}
              onChange={setText("description")}
              onCommit={commit}
              label="Hero description"
              placeholder="A sentence or two about what you offer"
              multiline
              maxHeight={TEXT_AREA_MAX.description}
              describedBy={describedBy("description")}
            />
          ),
          afterDescription: (
            <>
              {counter("description")}
              <TextSizeHandle
                label="Description size"
                px={textPx(form.description_style.size.desktop)}
                onChange={(px, group) =>
                  change((f) => ({ ...f, description_style: { ...f.description_style, size: { ...f.description_style.size, desktop: px } } }), group)
                }
                onCommit={commit}
              />
            </>
          ),
          button: (
            <>
              <span className={look.className} style={look.style} data-hero-button={form.button_style.isVideo ? "video" : "button"}>
                <ButtonFace
                  hero={form}
                  label={
                    <EditableText
                      value={form.button}
                      onChange={setText("button")}
                      onCommit={commit}
                      label="Button text"
                      placeholder="Button text"
                      className="outline-offset-2"
                      describedBy={describedBy("button")}
                    />
                  }
                />
              </span>
              {counter("button")}
            </>
          ),
          media: (_box, media) => (
            <ResizableMedia
              style={mediaBoxStyle(media)}
              size={{ width: media.width, height: media.height }}
              onResize={(size, group) => change((f) => ({ ...f, image_style: { ...f.image_style, ...size } }), group)}
              onCommit={commit}
            >
              <HeroMediaBox media={media} />
            </ResizableMedia>
          ),
        }}
      />
    </div>
  );
}
