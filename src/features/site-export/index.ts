// Export of a site (issue 43, item 5), client-safe: Global Settings → General's "Export site" for owners.
export { ExportSite } from "./editor/export-site";
export { EXPORT_TEXTS, exportTexts, type ExportTexts } from "./texts";
