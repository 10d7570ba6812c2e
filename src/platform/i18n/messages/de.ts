import en, { type Messages } from "./en";

// TODO(i18n): translated texts; English until filled in.
const de: Messages = { ...en };
export default de;
