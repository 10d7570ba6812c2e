import en, { type Messages } from "./en";

// TODO(i18n): translated texts; English until filled in.
const zh: Messages = { ...en };
export default zh;
