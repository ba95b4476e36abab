/** A positive number from an environment variable, else the fallback (BENCH_SECONDS and friends). */
export const positive = (raw: string | undefined, fallback: number): number => {
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/**
 * Cleanups (servers, databases) to run if the benchmark is interrupted (Ctrl-C, SIGTERM), so that an
 * interrupted run leaves no server listening and no bench database behind. Answers the set to add to.
 */
export const cleanupsOnInterrupt = (what: string): Set<() => Promise<unknown>> => {
  const cleanups = new Set<() => Promise<unknown>>();
  const interrupt = async () => {
    process.stdout.write(`\ninterrupted: closing ${what}\n`);
    for (const cleanup of cleanups) await cleanup().catch(() => {});
    process.exit(130);
  };
  process.once("SIGINT", () => void interrupt());
  process.once("SIGTERM", () => void interrupt());
  return cleanups;
};
