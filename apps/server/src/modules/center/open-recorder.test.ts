import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createOpenRecorder, type OpenRow } from "./open-recorder.ts";

const row = (appId: number): OpenRow => ({
  schoolId: 1,
  appId,
  userType: 0,
  userId: 7,
  openedAt: new Date(),
});

describe("the batched recorder of app opens", () => {
  let batches: OpenRow[][];
  let release: () => void;
  const log = { error: vi.fn() };
  const recorder = (maxRows = 3) =>
    createOpenRecorder({
      write: async (rows) => {
        batches.push(rows);
      },
      log,
      flushMs: 1000,
      maxRows,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    batches = [];
    release = () => {};
  });
  afterEach(() => {
    release();
    vi.useRealTimers();
  });

  it("returns from record() without writing; the buffer goes out in one write a second later", async () => {
    const r = recorder(10);
    r.record(row(1));
    r.record(row(2));
    expect(batches).toHaveLength(0);
    expect(r.pending()).toBe(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches.map((b) => b.map((o) => o.appId))).toEqual([[1, 2]]);
    expect(r.pending()).toBe(0);
  });

  it("writes at once when the buffer holds maxRows, and the rest on close", async () => {
    const r = recorder(3);
    for (const id of [1, 2, 3, 4]) r.record(row(id));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches.map((b) => b.length)).toEqual([3]);
    await r.close();
    expect(batches.map((b) => b.map((o) => o.appId))).toEqual([[1, 2, 3], [4]]);
  });

  it("never lets a slow write hold up record(), and writes batches one after another", async () => {
    let unblock!: () => void;
    const order: string[] = [];
    const r = createOpenRecorder({
      write: (rows) => {
        order.push(`start ${rows.length}`);
        return rows.length === 2
          ? new Promise<void>((resolve) => {
              unblock = () => {
                order.push("end 2");
                resolve();
              };
            })
          : Promise.resolve().then(() => {
              order.push(`end ${rows.length}`);
            });
      },
      log,
      maxRows: 2,
    });
    r.record(row(1));
    r.record(row(2));
    r.record(row(3));
    expect(r.pending()).toBe(1);
    const closing = r.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(["start 2"]);
    unblock();
    await closing;
    expect(order).toEqual(["start 2", "end 2", "start 1", "end 1"]);
  });

  it("logs a failed write and carries on", async () => {
    let fail = true;
    const written: number[] = [];
    const r = createOpenRecorder({
      write: async (rows) => {
        if (fail) throw new Error("database away");
        written.push(...rows.map((o) => o.appId));
      },
      log,
    });
    r.record(row(1));
    await r.flush();
    expect(log.error).toHaveBeenCalledTimes(1);
    fail = false;
    r.record(row(2));
    await r.flush();
    expect(written).toEqual([2]);
  });
  it("writes every one of many concurrent opens exactly once, whatever flushes run among them", async () => {
    const written: number[] = [];
    const r = createOpenRecorder({
      write: async (rows) => {
        await Promise.resolve();
        written.push(...rows.map((o) => o.appId));
      },
      log,
      flushMs: 1000,
      maxRows: 7,
    });
    const ids = Array.from({ length: 200 }, (_, i) => i + 1);
    await Promise.all(
      ids.map(async (id) => {
        await Promise.resolve();
        r.record(row(id));
        if (id % 13 === 0) await r.flush();
      }),
    );
    await Promise.all([r.flush(), r.flush(), vi.advanceTimersByTimeAsync(1000)]);
    await r.close();
    expect(r.pending()).toBe(0);
    expect(written).toHaveLength(200);
    expect([...written].sort((a, b) => a - b)).toEqual(ids);
  });
});
