import type * as z from "zod";
import type { backgroundStyleSchema, buttonStyleSchema, descriptionStyleSchema, heroFields, imageStyleSchema, textSize, titleStyleSchema } from "./schema";

/** Every key present: the parsed shape with nothing left optional, nested objects too. */
type Full<T> = { [K in keyof T]-?: Exclude<T[K], undefined> extends infer V ? (V extends readonly unknown[] ? V : V extends object ? Full<V> : V) : never };

export type TextSize = z.output<typeof textSize>;
export type TitleStyle = Full<z.output<typeof titleStyleSchema>>;
export type DescriptionStyle = Full<z.output<typeof descriptionStyleSchema>>;
export type ImageStyle = Full<z.output<typeof imageStyleSchema>>;
export type BackgroundStyle = Full<z.output<typeof backgroundStyleSchema>>;
export type ButtonStyle = Full<z.output<typeof buttonStyleSchema>>;
export type Translations = Record<string, string> | null;

/** The hero form with every value filled in (the schema's fields, none left out): what is stored in hero_sections.data and what the API answers. */
export type HeroData = Full<z.output<typeof heroFields>>;

/**
 * The defaults of spec/editors.md §9 (title text-7xl / mobile text-5xl,
 * description text-2xl / text-lg, image 400x300, 'Get Started', /products,
 * center, 2xl, the three gradients). Where §9 is silent, spec/site-admin.md §3's
 * hero defaults apply (one column, normal description weight); the rest is ours
 * (docs/decisions-hero.md).
 */
export const HERO_DEFAULTS: HeroData = {
  title: "",
  description: "",
  button: "Get Started",
  image: null,
  animation_element: "",
  tag_line: "",
  hero_name: "",
  hero_font_family: "",
  button_secondary_text: "",
  button_secondary_url: "",
  buttons_alignment: null,
  background_video: "",
  title_translation: null,
  description_translation: null,
  button_translation: null,
  tag_line_translation: null,
  button_secondary_text_translation: null,
  title_style: {
    // null: the readable colour on the hero's background (DESIGN.md "Editing"), until the editor chooses one.
    color: null,
    is_gradient: true,
    gradient: { from: "blue-600", via: "purple-600", to: "pink-600" },
    size: { desktop: "text-7xl", mobile: "text-5xl" },
    alignment: "center",
    blockWidth: "2xl",
    blockColumns: 1,
  },
  description_style: {
    color: null,
    size: { desktop: "text-2xl", mobile: "text-lg" },
    weight: "normal",
  },
  image_style: { position: "right", fullPage: false, width: 400, height: 300 },
  background_style: {
    color: "white",
    is_gradient: true,
    gradient: { from: "blue-50", via: "white", to: "purple-50" },
    seo_title: true,
    column: 1,
  },
  button_style: {
    aboveDescription: false,
    isVideo: false,
    url: "/products",
    color: "sky-600",
    gradient: { from: "sky-600", via: "sky-500", to: "sky-700" },
  },
};
