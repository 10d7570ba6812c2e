import { defineIsland } from "@/platform/islands";
import { ContactForm } from "../public/contact-form";

/** A contact section's form: it posts without scripts; its checks in the browser and its JSON send come with the first interaction. */
export default defineIsland("contact-form", ContactForm, { texts: ["messages."], hydrate: "interaction" });
