import type { FastifyBaseLogger } from "fastify";
import { asSystem } from "../../platform/db/tenant-context.ts";
import type { OpenRow } from "./usage.store.ts";

export type { OpenRow };

/**
 * Records app opens off the request (issue 19: 'recording an app open never slows the open'): record() only
 * pushes onto an in-process buffer; the buffer is written in one insert a second after its first row, at once
 * when it holds `maxRows`, and on close. A failed write is logged and its rows dropped: usage figures are
 * worth less than a backlog that grows while the database is away.
 */
export type OpenRecorder = {
  record: (row: OpenRow) => void;
  /** Writes what is buffered now (and waits for a write under way). */
  flush: () => Promise<void>;
  /** Stops the timer and writes the rest. */
  close: () => Promise<void>;
  pending: () => number;
};

export const createOpenRecorder = (deps: {
  /** Writes one batch (recordOpensNow over the app's database). */
  write: (rows: OpenRow[]) => Promise<void>;
  log: Pick<FastifyBaseLogger, "error">;
  flushMs?: number;
  maxRows?: number;
}): OpenRecorder => {
  const flushMs = deps.flushMs ?? 1000;
  const maxRows = deps.maxRows ?? 500;
  let buffer: OpenRow[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const write = (rows: OpenRow[]) =>
    // The writes belong to no request: they run as the system's unit of work, whatever started the timer.
    asSystem(() => deps.write(rows)).catch((e) =>
      deps.log.error({ err: e, rows: rows.length }, "app opens not recorded"),
    );

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (buffer.length > 0) {
      const rows = buffer;
      buffer = [];
      writing = writing.then(() => write(rows));
    }
    return writing;
  };

  return {
    record: (row) => {
      buffer.push(row);
      if (buffer.length >= maxRows) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), flushMs);
        timer.unref();
      }
    },
    flush,
    close: flush,
    pending: () => buffer.length,
  };
};
