/**
 * Everything the benchmark starts registers how to undo it here; `cleanUp()` runs
 * those steps newest first, once, on success, failure, SIGINT or SIGTERM.
 */
type Step = { name: string; run: () => Promise<void> | void };

const steps: Step[] = [];
let cleaning: Promise<void> | undefined;
let signalled = false;

/** True once SIGINT or SIGTERM asked the benchmark to stop. */
export const stoppedBySignal = () => signalled;

/** Registers an undo step; returns a function that runs it now (and unregisters it). */
export function onCleanUp(name: string, run: Step["run"]): () => Promise<void> {
  const step = { name, run };
  steps.push(step);
  return async () => {
    const index = steps.indexOf(step);
    if (index < 0) return;
    steps.splice(index, 1);
    await step.run();
  };
}

export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    while (steps.length) {
      const step = steps.pop()!;
      try {
        await step.run();
      } catch (error) {
        console.error(`cleanup: ${step.name} failed:`, error);
      }
    }
  })();
  return cleaning;
}

/** On Ctrl-C or a kill, stop what was started, then exit with the signal's code. */
export function handleSignals() {
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const) {
    process.once(signal, () => {
      signalled = true;
      console.error(`\n${signal}: stopping the benchmark...`);
      void cleanUp().finally(() => process.exit(code));
    });
  }
}
