import type { ReactNode } from "react";
import { translated } from "@/platform/i18n/locales";
import type { TemplateSection } from "../schema";
import { RichText } from "./rich-text";
import { titleAlignment, type Alignment } from "./section-layout";
import { textClasses, textVariant } from "./text-styles";

const ALIGN: Record<Alignment, { header: string; description: string }> = {
  left: { header: "text-left", description: "max-w-3xl" },
  center: { header: "mx-auto text-center", description: "mx-auto max-w-3xl" },
  right: { header: "ml-auto text-right", description: "ml-auto max-w-3xl" },
};

/** The translated title of a section (a carousel's or a list's accessible name). */
export const sectionTitle = (section: TemplateSection, locale: string) => translated(section.section_title, section.section_title_translation, locale);

/** Space between a section's header and its content, per text style. */
export const contentGap = (section: TemplateSection) => (textVariant(section.text_style_variant) === "apple" ? "mt-14 sm:mt-20" : "mt-12 sm:mt-16");

/**
 * What every type shows first: the width frame (contained or full), the title
 * and the description in the section's text style and alignment, then `children`.
 */
export function SectionBody({ section, locale, children }: { section: TemplateSection; locale: string; children?: ReactNode }) {
  const styles = textClasses(textVariant(section.text_style_variant));
  const alignment = titleAlignment(section);
  const description = translated(section.section_description, section.section_description_translation, locale);
  return (
    <div className={section.is_full_width ? "px-6 sm:px-10 lg:px-16" : "mx-auto max-w-7xl px-6 lg:px-8"} data-width={section.is_full_width ? "full" : "contained"}>
      <header className={ALIGN[alignment].header} data-align={alignment}>
        {styles.eyebrow && <div aria-hidden className={`${styles.eyebrow} ${alignment === "center" ? "mx-auto" : alignment === "right" ? "ml-auto" : ""}`} />}
        <h2 className={styles.title}>{sectionTitle(section, locale)}</h2>
        <RichText html={description} className={`${styles.description} ${ALIGN[alignment].description}`} />
      </header>
      {children}
    </div>
  );
}
