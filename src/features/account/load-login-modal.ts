"use client";

/**
 * Loads the login modal when it is needed (header login button, an editor whose
 * session ended). A client module: were this import() in the feature's index.ts,
 * which server components import, the modal would count as one of the page's
 * client components and its code (Radix Dialog, the auth client) would load with
 * every page.
 */
export const loadLoginModal = () => import("./login-modal");
