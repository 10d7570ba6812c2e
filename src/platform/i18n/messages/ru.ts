import en, { type Messages } from "./en";

// TODO(i18n): translated texts; English until filled in.
const ru: Messages = { ...en };
export default ru;
