// How our scripts start and stop. Why: every script that starts a database or a server must stop them in reverse
// order whether it finishes, fails or is interrupted, and a failure should read as one line, not a stack trace.

type Cleanup = () => Promise<void>;

const cleanups: Cleanup[] = [];
let exiting: Promise<never> | undefined;

/** Registers something to stop on exit; cleanups run last-registered first. */
export function onShutdown(cleanup: Cleanup) {
  cleanups.push(cleanup);
}

/**
 * Runs `main`, then the cleanups, then exits with main's code (0 when it returns nothing, 1 when it throws, after
 * printing the error's message). SIGINT, SIGTERM and SIGHUP run the cleanups too and exit with `signalExitCode`.
 */
export function runMain(main: () => Promise<number | void>, { signalExitCode = 130 } = {}) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void exit(signalExitCode));
  }
  main().then(
    (code) => exit(code ?? 0),
    (error: unknown) => {
      console.error(errorMessage(error));
      if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
      return exit(1);
    },
  );
}

/** Runs the cleanups once; later calls (a second Ctrl-C, main returning meanwhile) wait for the first. */
function exit(code: number): Promise<never> {
  exiting ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => console.error(errorMessage(error)));
    }
    process.exit(code);
  })();
  return exiting;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
