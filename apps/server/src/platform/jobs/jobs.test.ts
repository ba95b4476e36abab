import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { createJobs, type Jobs, type JobsDeps } from "./jobs.ts";

const silent = { error: () => undefined, warn: () => undefined };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A promise the test opens when it wants a handler to go on. */
const gate = () => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((r) => {
    open = r;
  });
  return { opened, open };
};

describe("background jobs (persisted in the job table)", () => {
  let t: TestApp;
  let clock = new Date("2026-03-02T08:00:00.000Z");
  const now = () => new Date(clock);
  let schoolId: number;
  let token: string;
  let otherToken: string;
  const made: Jobs[] = [];
  const jobsWith = (extra: Partial<JobsDeps> = {}) => {
    const jobs = createJobs({ db: t.database.db, now, log: silent, poll: false, ...extra });
    made.push(jobs);
    return jobs;
  };
  const getJob = (id: number, as = token) =>
    t.call({ method: "GET", url: `/api/v3/job/get?id=${id}`, headers: bearer(as) });

  beforeAll(async () => {
    t = await createTestApp({}, now);
    schoolId = await schoolIdOf(t, "primary.demo");
    token = (await signIn(t, "primary.demo", "admin", 0)).token;
    otherToken = (await signIn(t, "single.demo", "admin", 0)).token;
  });
  afterAll(async () => {
    for (const jobs of made) await jobs.stop();
    await t.close();
  });

  it("runs a queued job to done, storing its result, and shows it at 100 percent", async () => {
    const jobs = jobsWith();
    const seen: unknown[] = [];
    jobs.register<{ n: number }, { doubled: number }>("test.double", async (ctx) => {
      seen.push({ payload: ctx.payload, attempt: ctx.attempt, schoolId: ctx.schoolId });
      return { doubled: ctx.payload.n * 2 };
    });
    const id = await jobs.enqueue({ schoolId, kind: "test.double", payload: { n: 21 }, createdBy: 1 });
    expect((await jobs.get(schoolId, id))?.state).toBe("queued");
    await jobs.drain();
    expect(seen).toEqual([{ payload: { n: 21 }, attempt: 1, schoolId }]);
    const { status, body } = await getJob(id);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id,
      kind: "test.double",
      state: "done",
      percent: 100,
      result: { doubled: 42 },
      error: null,
      createdAt: clock.toISOString(),
      startedAt: clock.toISOString(),
      finishedAt: clock.toISOString(),
    });
  });

  it("shows progress stored mid-run through GET /api/v3/job/get", async () => {
    const jobs = jobsWith();
    const reached = gate();
    const go = gate();
    jobs.register("test.slow", async (ctx) => {
      await ctx.progress(3, 10);
      reached.open();
      await go.opened;
      await ctx.progress(10, 10);
      return "ok";
    });
    const id = await jobs.enqueue({ schoolId, kind: "test.slow", payload: {} });
    const drained = jobs.drain();
    await reached.opened;
    const mid = await getJob(id);
    expect(mid.body.data).toMatchObject({ state: "running", done: 3, total: 10, percent: 30, result: null });
    go.open();
    await drained;
    expect((await getJob(id)).body.data).toMatchObject({
      state: "done",
      done: 10,
      percent: 100,
      result: "ok",
    });
  });

  it("retries a failing handler with backoff (2 s, 4 s), then fails with its message", async () => {
    const jobs = jobsWith();
    const attempts: number[] = [];
    jobs.register("test.broken", async (ctx) => {
      attempts.push(ctx.attempt);
      throw new Error(`printer on fire (${ctx.attempt})`);
    });
    const id = await jobs.enqueue({ schoolId, kind: "test.broken", payload: {} });
    await jobs.drain();
    expect(attempts).toEqual([1]);
    expect(await jobs.get(schoolId, id)).toMatchObject({ state: "queued", error: "printer on fire (1)" });
    clock = new Date(clock.getTime() + 1_999);
    await jobs.drain();
    expect(attempts).toEqual([1]);
    clock = new Date(clock.getTime() + 1);
    await jobs.drain();
    expect(attempts).toEqual([1, 2]);
    clock = new Date(clock.getTime() + 3_999);
    await jobs.drain();
    expect(attempts).toEqual([1, 2]);
    clock = new Date(clock.getTime() + 1);
    await jobs.drain();
    expect(attempts).toEqual([1, 2, 3]);
    expect((await getJob(id)).body.data).toMatchObject({
      state: "failed",
      error: "printer on fire (3)",
      finishedAt: clock.toISOString(),
    });
    clock = new Date(clock.getTime() + 60_000);
    await jobs.drain();
    expect(attempts).toEqual([1, 2, 3]);
  });

  it("lets a new process reclaim a running job whose lease expired, resuming from its stored progress", async () => {
    const first = jobsWith({ leaseMs: 700 });
    const reached = gate();
    const hang = gate();
    first.register("test.resumable", async (ctx) => {
      await ctx.progress(4, 10);
      reached.open();
      await hang.opened; // the process "dies" here: it ignores its signal and never finishes in time
      return "stale";
    });
    const id = await first.enqueue({ schoolId, kind: "test.resumable", payload: { part: "all" } });
    const firstDrain = first.drain();
    await reached.opened;
    const firstStop = first.stop();

    const second = jobsWith({ leaseMs: 700 });
    const resumed: unknown[] = [];
    second.register<{ part: string }, string>("test.resumable", async (ctx) => {
      resumed.push({ attempt: ctx.attempt, done: ctx.done, total: ctx.total, payload: ctx.payload });
      await ctx.progress(10, 10);
      return "finished";
    });
    await second.drain();
    expect(resumed).toEqual([]);
    expect((await getJob(id)).body.data).toMatchObject({ state: "running", done: 4, total: 10 });
    await sleep(900);
    await second.drain();
    expect(resumed).toEqual([{ attempt: 2, done: 4, total: 10, payload: { part: "all" } }]);

    hang.open();
    await Promise.all([firstDrain, firstStop]);
    expect((await getJob(id)).body.data).toMatchObject({ state: "done", result: "finished", percent: 100 });
  });

  it("puts a job interrupted by stop() back in the queue without spending an attempt", async () => {
    const first = jobsWith();
    const reached = gate();
    first.register("test.polite", async (ctx) => {
      reached.open();
      await new Promise((_, reject) => ctx.signal.addEventListener("abort", () => reject(ctx.signal.reason)));
    });
    const id = await first.enqueue({ schoolId, kind: "test.polite", payload: {} });
    const drained = first.drain();
    await reached.opened;
    await first.stop();
    await drained;
    expect(await first.get(schoolId, id)).toMatchObject({ state: "queued", error: null });
    const second = jobsWith();
    const attempts: number[] = [];
    second.register("test.polite", async (ctx) => {
      attempts.push(ctx.attempt);
    });
    await second.drain();
    expect(attempts).toEqual([1]);
    expect((await second.get(schoolId, id))?.state).toBe("done");
  });

  it("leaves a job of a kind nobody here handles queued, and drain still returns", async () => {
    const jobs = jobsWith();
    jobs.register("test.known", async () => null);
    const id = await jobs.enqueue({ schoolId, kind: "test.unknown", payload: {} });
    await jobs.drain();
    expect(await jobs.get(schoolId, id)).toMatchObject({ state: "queued", startedAt: null });
  });

  it("holds a job scheduled for later (runAfter) until the clock reaches it, then runs it once", async () => {
    const jobs = jobsWith();
    const runs: number[] = [];
    jobs.register("test.later", async (ctx) => {
      runs.push(ctx.jobId);
      return null;
    });
    const at = new Date(clock.getTime() + 3600_000);
    const id = await jobs.enqueue({ schoolId, kind: "test.later", payload: {}, runAfter: at });
    await jobs.drain();
    expect(runs).toEqual([]);
    expect(await jobs.get(schoolId, id)).toMatchObject({ state: "queued" });
    const before = clock;
    clock = at;
    await jobs.drain();
    await jobs.drain();
    clock = before;
    expect(runs).toEqual([id]);
    expect(await jobs.get(schoolId, id)).toMatchObject({ state: "done" });
  });

  it("keeps jobs to their school: another school gets 404, and the page lists only the caller's", async () => {
    const jobs = jobsWith();
    const id = await jobs.enqueue({ schoolId, kind: "test.private", payload: { secret: 1 } });
    const other = await getJob(id, otherToken);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ success: false, data: null });
    expect((await getJob(id)).body.data.id).toBe(id);
    const mine = await t.call({
      method: "GET",
      url: "/api/v3/job/page?kind=test.private&page=1&size=10",
      headers: bearer(token),
    });
    expect(mine.body.data).toMatchObject({ total: 1, list: [{ id, kind: "test.private", state: "queued" }] });
    const theirs = await t.call({
      method: "GET",
      url: "/api/v3/job/page?kind=test.private",
      headers: bearer(otherToken),
    });
    expect(theirs.body.data).toEqual({ list: [], total: 0 });
    const anonymous = await t.call({ method: "GET", url: `/api/v3/job/get?id=${id}` });
    expect(anonymous.body.success).toBe(false);
    expect(anonymous.body.data).toBeNull();
  });

  it("enqueues in the caller's transaction: a rollback leaves no job", async () => {
    const jobs = jobsWith();
    await expect(
      t.database.db.transaction(async (tx) => {
        await jobs.enqueue({ schoolId, kind: "test.tx", payload: {}, tx });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect((await jobs.list(schoolId, { kind: "test.tx", page: 1, size: 10 })).total).toBe(0);
    const id = await t.database.db.transaction((tx) =>
      jobs.enqueue({ schoolId, kind: "test.tx", payload: {}, tx }),
    );
    expect((await jobs.list(schoolId, { kind: "test.tx", page: 1, size: 10 })).list.map((j) => j.id)).toEqual(
      [id],
    );
  });

  it("hands each job to exactly one of two processes draining side by side", async () => {
    const ran: number[] = [];
    const pair = [jobsWith(), jobsWith()];
    for (const jobs of pair)
      jobs.register<{ n: number }, number>("test.shared", async (ctx) => {
        await sleep(5);
        ran.push(ctx.payload.n);
        return ctx.payload.n;
      });
    for (let n = 0; n < 8; n++) await pair[0].enqueue({ schoolId, kind: "test.shared", payload: { n } });
    await Promise.all(pair.map((jobs) => jobs.drain()));
    expect([...ran].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const { list } = await pair[0].list(schoolId, { kind: "test.shared", page: 1, size: 20 });
    expect(list.map((j) => j.state)).toEqual(Array(8).fill("done"));
  });

  it("runs enqueued work by itself once started with polling on", async () => {
    const jobs = jobsWith({ poll: true, pollMs: 20 });
    const ran = gate();
    jobs.register("test.polled", async () => {
      ran.open();
      return 1;
    });
    jobs.start();
    const id = await jobs.enqueue({ schoolId, kind: "test.polled", payload: {} });
    await ran.opened;
    await jobs.stop();
    expect((await jobs.get(schoolId, id))?.state).toBe("done");
  });
});
