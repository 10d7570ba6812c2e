import type { BrowserContext } from "playwright-core";

/**
 * Content-Security-Policy violations seen in every browser context the tests
 * open (launchBrowser() watches each one): the document's
 * `securitypolicyviolation` events and the console's CSP errors (which also come
 * from frames without the listener). A violation is a failure: the e2e project's
 * setup (csp-guard.ts) fails the test during which one was seen.
 */
const seen: string[] = [];

const BINDING = "__onsiteCspViolation";

export async function watchCsp(context: BrowserContext) {
  await context.exposeBinding(BINDING, ({ frame }, text: string) => {
    seen.push(`${frame.url()}: ${text}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(`${event.effectiveDirective} refused ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  }, BINDING);
  context.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
}

/** The violations seen since the last call, and forgets them. */
export function takeCspViolations(): string[] {
  return seen.splice(0);
}
