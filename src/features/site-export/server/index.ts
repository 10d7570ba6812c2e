import "server-only";

export {
  EXPORTED_TABLES,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  OPTIONAL_PARTS,
  exportSite,
  hostOf,
  importSite,
  organizationOnHost,
  type ImportResult,
  type Manifest,
  type OptionalPart,
} from "./site-export";
export { readTar, writeTar } from "./tar";
export { exportRoute, internalExportRoute, internalImportRoute, parseWithout } from "./routes";
