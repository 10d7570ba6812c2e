import en, { type Messages } from "./en";

// TODO(i18n): translated texts; English until filled in.
const fr: Messages = { ...en };
export default fr;
