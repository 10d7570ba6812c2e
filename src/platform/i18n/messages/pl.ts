import en, { type Messages } from "./en";

// TODO(i18n): translated texts; English until filled in.
const pl: Messages = { ...en };
export default pl;
