import en, { type Messages } from "./en";

// TODO(i18n): translated texts; English until filled in.
const it: Messages = { ...en };
export default it;
