import { MessageCircleQuestion } from "lucide-react";
import type { SectionTypeDefinition } from "../definition";
import { FaqSkeleton } from "./skeleton";
import { FaqSection } from "./view";

/** The faq type: the organization's FAQs (Global Settings → FAQs) as an accordion, with FAQPage JSON-LD. */
export const faqType = {
  label: "FAQ",
  description: "Questions with expandable answers",
  icon: MessageCircleQuestion,
  options: ["alignment", "fullWidth", "textStyle"],
  data: { what: "the questions of Global Settings → FAQs, in the page's language", link: { place: "Edit FAQs in Global Settings", settingsTab: "faqs" } },
  View: FaqSection,
  Skeleton: FaqSkeleton,
} satisfies SectionTypeDefinition;
