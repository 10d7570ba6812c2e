import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's HTML and until the page's scripts have hydrated the form, then
 * true (at once for a form first rendered in the browser). A form that only works
 * with its scripts disables its submit button until then (issue 36): pressed earlier,
 * the browser would send it by itself.
 */
export function useScriptsReady(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
