import en, { type Messages } from "./en";

// TODO(i18n): translated texts; English until filled in.
const ja: Messages = { ...en };
export default ja;
