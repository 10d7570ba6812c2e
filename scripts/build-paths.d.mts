/** The production build's folder (ONSITE_DIST_DIR, `.next` by default). */
export declare const DIST_DIR: string;
/** The server's bundle folder in it (scripts/build-server.mjs). */
export declare const SERVER_DIR: string;
/** The bundled server's entry, which `npm start` and the test servers run. */
export declare const SERVER_ENTRY: string;
