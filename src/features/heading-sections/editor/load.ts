"use client";

// The editor's loader, in a client module of its own: the page's server code
// carries the block's registration (the block registry), and an import() of the
// editor there would ship the editor with every page (docs/decisions.md
// "Visitor JavaScript, the chrome round"). On the server this is a client
// reference that nothing calls; members' browsers load the editor through it.
export const loadHeadingSectionEditor = () => import("./editor-module");
