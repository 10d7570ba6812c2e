// The members-only editing shell: the page's viewer (one session check per page
// view) and the editing layer that loads the editors for members only.
export { ViewerProvider, useViewer, canEdit, type Viewer } from "./viewer";
export { EditingLayer } from "./editing-layer";
