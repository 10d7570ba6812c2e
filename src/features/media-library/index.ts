// What other code may import from the media library (client-safe: rules, types and the picture component).
export { formatBytes, libraryPublicId, MEDIA_FILES_PATH, MEDIA_MESSAGES, mediaFileUrl, VARIANT_WIDTHS } from "./rules";
export type { MediaList, MediaRecord, MediaStorageUse, PictureMap, ResponsivePicture } from "./types";
export { LibraryPicture } from "./public/library-picture";
export { libraryPictureHtml } from "./public/picture-html";
// The field's button only (the dialog loads with import() when opened): some visitor pages' client
// chunks reach this index through other features' editor exports, so it stays this small.
export { ChooseFromLibrary } from "./editor/library-button";
// Its entry in Create New and the palette (the library's code loads with import() when opened).
export { mediaLibraryEditor } from "./registration";
