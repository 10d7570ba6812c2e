// What other features may import from the metrics feature (client-safe).
// The gallery picks one of the images the organization's metrics already use
// (the hero editor's image button opens it). Server code: ./server/*.
export { GalleryPicker, galleryImages, type GalleryImage } from "./editor/gallery-picker";
export type { Metric } from "./schema";
