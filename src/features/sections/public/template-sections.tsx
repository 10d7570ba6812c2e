import { backgroundStyle } from "@/platform/style/tokens";
import type { PageSection } from "../types/content";
import { sectionTypeOf } from "../types/registry";
import { blockTextColors, textVariant } from "./text-styles";

/**
 * One section: the frame every type shares (background) around its type's view
 * (types/registry.ts); the page's block frame carries the edit slot.
 */
export function TemplateSectionView({ section, locale }: { section: PageSection; locale: string }) {
  const { type, definition } = sectionTypeOf(section);
  const variant = textVariant(section.text_style_variant);
  // Text takes the editor's colour, else one that reaches 4.5:1 on every colour of the background.
  const colors = blockTextColors(variant, section, section.text_color);
  // Not a named region: headings navigate between sections, and a slider's carousel region carries the title.
  const { View } = definition;
  const roomy = variant === "apple";
  return (
    <section
      data-section-id={section.id}
      data-section-type={type}
      data-tone={colors.tone}
      className={`relative scroll-mt-16 ${roomy ? "py-24 sm:py-32" : "py-20 sm:py-24"}`}
      style={{ ...backgroundStyle(section), ...colors.vars }}
    >
      <View section={section} locale={locale} tone={colors.tone} options={definition.options} content={section.content ?? {}} />
    </section>
  );
}
