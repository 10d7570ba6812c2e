import { Mail } from "lucide-react";
import type { SectionTypeDefinition } from "../definition";
import { ContactSkeleton } from "./skeleton";
import { ContactSection } from "./view";

/** The contact type: the section's metrics as contact details and a contact form whose messages members read in Messages. */
export const contactType = {
  label: "Contact",
  description: "Contact details and a contact form",
  icon: Mail,
  options: ["alignment", "fullWidth", "textStyle"],
  data: {
    what: "this section's metrics (below) as contact details, an email address or phone number as a link, beside a contact form; visitors' messages go to the owners' and admins' mail and to Messages",
    link: { place: "Open Messages", command: "messages" },
  },
  View: ContactSection,
  Skeleton: ContactSkeleton,
} satisfies SectionTypeDefinition;
