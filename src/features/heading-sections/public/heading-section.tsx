import type { ReactNode } from "react";
import { LibraryPicture, type ResponsivePicture } from "@/features/media-library";
import { RichHtml } from "@/ui/rich-text";
import type { HeadingView } from "./view-model";

/**
 * Typography and spacing per style_variant (a fixed table, so Tailwind sees every class):
 * - default: a roomy block with a large display title, a filled button and the image in a shadowed card;
 * - clean: tighter spacing, a smaller title, an outlined button and a plain image.
 * Title alignment is always left (spec/editors.md §3).
 */
const VARIANT = {
  default: {
    block: "py-20 sm:py-24",
    joined: "pt-20 pb-8 sm:pt-24 sm:pb-10",
    title: "text-4xl sm:text-5xl",
    description: "mt-6 text-lg leading-8",
    action: "mt-8",
    button: "rounded-full bg-(--heading-text) px-6 py-3 text-(--heading-on-text) shadow-sm hover:opacity-90",
    image: "rounded-2xl shadow-xl ring-1 ring-black/5",
  },
  clean: {
    block: "py-12 sm:py-16",
    joined: "pt-12 pb-6 sm:pt-16 sm:pb-8",
    title: "text-3xl sm:text-4xl",
    description: "mt-4 text-base leading-7",
    action: "mt-6",
    button: "rounded-md border-2 border-(--heading-text) px-5 py-2.5 text-(--heading-text) hover:bg-(--heading-text) hover:text-(--heading-on-text)",
    image: "rounded-lg",
  },
} as const;

const TYPEFACE = {
  default: "font-bold tracking-tight",
  apple: "font-semibold tracking-tight leading-[1.05]",
  product: "font-extrabold tracking-tight",
} as const;

/** The second part of the name: gradient text on the page's plain white, else the text colour with a thick underline. */
const ACCENT = {
  gradient: "bg-linear-to-r from-blue-600 via-purple-600 to-pink-600 bg-clip-text text-transparent",
  underline: "underline decoration-(--heading-muted) decoration-4 underline-offset-[0.2em]",
} as const;

/** The image's width: half of max-w-7xl less the padding and the gap from 1024 px up, the column below. */
const IMAGE_SIZES = "(min-width: 1280px) 576px, (min-width: 1024px) calc(50vw - 4rem), calc(100vw - 3rem)";

/**
 * One heading section as a page shows it (also the editor's live preview). A media
 * library image (`picture`) is a <picture> with its variants and size; `eager` when the
 * heading opens the page.
 */
export function HeadingSectionView({ view, picture, eager = false }: { view: HeadingView; picture?: ResponsivePicture | null; eager?: boolean }) {
  const v = VARIANT[view.variant];
  const image = view.image && (
    <div>
      {/* A library image carries the library's alt text ("" for a file it marks decorative); another address has none to give. */}
      {picture ? (
        <LibraryPicture
          picture={picture}
          sizes={IMAGE_SIZES}
          eager={eager}
          className={`block h-auto w-full object-cover ${v.image}`}
          data={{ "data-heading-image": "" }}
        />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- tenant URLs from any host; next/image would need every host allow-listed
        <img src={view.image} alt="" loading="lazy" decoding="async" className={`block h-auto w-full object-cover ${v.image}`} data-heading-image />
      )}
    </div>
  );
  return (
    <section
      data-heading-id={view.id}
      data-style-variant={view.variant}
      data-heading-joins-next={view.joinsNext || undefined}
      className={`relative text-(--heading-text) ${view.joinsNext ? v.joined : v.block}`}
      style={view.style}
    >
      <div className={`mx-auto max-w-7xl px-6 lg:px-8 ${view.image ? "grid items-center gap-10 lg:grid-cols-2 lg:gap-16" : ""}`}>
        {view.imageFirst && image}
        <div className={`text-left ${view.image ? "" : "max-w-3xl"}`}>
          <h2 className={`${v.title} ${TYPEFACE[view.typeface]} text-balance`}>
            <HeadingName view={view} />
          </h2>
          <RichHtml html={view.descriptionHtml} className={`${v.description} text-(--heading-muted)`} />
          {view.action && <div className={v.action}>{action(view.action, v.button)}</div>}
        </div>
        {!view.imageFirst && image}
      </div>
    </section>
  );
}

function HeadingName({ view }: { view: HeadingView }) {
  const parts: ReactNode[] = [view.name];
  if (view.part2) parts.push(" ", <span key="2" className={ACCENT[view.accent]} data-name-part="2">{view.part2}</span>);
  if (view.part3) parts.push(" ", <span key="3" data-name-part="3">{view.part3}</span>);
  return <>{parts}</>;
}

function action({ text, href, kind }: NonNullable<HeadingView["action"]>, button: string) {
  if (kind === "link") {
    return (
      <a href={href} className="inline-flex items-center gap-1.5 text-base font-semibold underline decoration-2 underline-offset-4 hover:decoration-4">
        {text} <span aria-hidden>→</span>
      </a>
    );
  }
  return (
    <a href={href} className={`inline-flex items-center text-base font-semibold transition ${button}`}>
      {text}
    </a>
  );
}
