import "server-only";
// Server entry of the media library (issue 25): its API routes, the file route, the
// pictures public components render, and the start-up check of shared storage.
export { deleteMediaRoute, getMediaRoute, listMediaRoute, replaceMediaRoute, updateMediaRoute, uploadMediaRoute } from "./library";
export { serveMediaRoute } from "./serve";
export { setQuotaRoute } from "./quota";
export { libraryPicture, libraryPictures } from "./pictures";
export { storage } from "./storage";
export { claimMediaStorage, SharedDiskStorageError } from "./instances";
export { usagesOf } from "./usage";
export { imagesWithoutAlt, type ImageWithoutAlt } from "./check";
export { addLibraryFiles, type SeedFile } from "./seed";
