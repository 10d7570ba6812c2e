export { DB_ID_MESSAGE, MAX_DB_ID, blockOrder, dbId } from "./ids";
export { URL_PAGE_MESSAGE, isSitePath, normalizeUrlPage, pagePathParam, toPagePath, urlPageSchema } from "./url-page";
export { COUNTER_FROM, limitCounter, TEXT_LIMITS, tooLongMessage } from "./limits";
export { listItemBase, mediaUrlSchema, minorUnits, optionalText, requiredText } from "./list-item";
export { oneOf } from "./one-of";
export { storedInteger, storedMap, storedNumber, storedStrings, storedText, type StoredRow } from "./stored-row";
