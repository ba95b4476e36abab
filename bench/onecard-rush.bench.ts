import { registerDevice } from "@eos/server/src/modules/onecard/index.ts";
import { openBenchDatabase } from "./lib/database.ts";
import { sendFromChild } from "./lib/device-clients.ts";
import { type RawSignin, rawAppTransactions, rawInsertBatch } from "./lib/raw-onecard.ts";
import { writeResults } from "./lib/report.ts";
import { cleanupsOnInterrupt, positive } from "./lib/run-guard.ts";
import { eosServer, listenLoopback } from "./lib/servers.ts";

/**
 * Issue 20, 'Morning rush': 3,000 card events in 60 s from 20 devices in batches, over HTTP with each device's
 * key (POST /api/onecard/manage/signin): every event stored exactly once (a tenth of the batches are sent twice, as
 * a device retries after a lost answer), and the p99 of a batch's answer (target under 300 ms). Then a saturated
 * run: the devices send batches back to back (from a child process, as other machines would: lib/device-clients.ts);
 * EOS's events a second, counted until every event is acknowledged AND derived into attendance (the deriver works
 * after the answers; the clock stops when none of the run's sign-ins is left underived), against a raw multi-row
 * INSERT of the same rows as the app's role under the same row-level security (lib/raw-onecard.ts; target at
 * least 0.5×). The acknowledged-only rate is printed beside it.
 *
 * BENCH_EVENTS (3000), BENCH_SECONDS (60), BENCH_DEVICES (20), BENCH_BATCH (10) shape the rush;
 * BENCH_SATURATED_EVENTS (20000) and BENCH_SATURATED_BATCH (200) the saturated run.
 */
const EVENTS = positive(process.env.BENCH_EVENTS, 3000);
const SECONDS = positive(process.env.BENCH_SECONDS, 60);
const DEVICES = positive(process.env.BENCH_DEVICES, 20);
const BATCH = positive(process.env.BENCH_BATCH, 10);
const SAT_EVENTS = positive(process.env.BENCH_SATURATED_EVENTS, 20_000);
const SAT_BATCH = Math.min(500, positive(process.env.BENCH_SATURATED_BATCH, 200));
const P99_TARGET_MS = 300;
const RATIO_TARGET = 0.5;

const db = await openBenchDatabase();
const app = await eosServer(db.app);
const cleanups = cleanupsOnInterrupt("the app and the database");
cleanups.add(() => app.close());
cleanups.add(() => db.close());
const base = await listenLoopback(app);

const [school] = await db.rawQuery<{ id: number }>("select id from school where domain = 'primary.demo'");
const schoolId = Number(school.id);
const cards = await db.rawQuery<{ card_no: string; student_id: number }>(
  "select card_no, student_id from onecard_card where school_id = $1 order by card_no",
  [schoolId],
);
if (cards.length === 0) throw new Error("primary.demo has no cards: the demo seed should have linked them");
const devices: { id: number; key: string }[] = [];
for (let i = 0; i < DEVICES; i++)
  devices.push(
    await registerDevice(db.database.db, schoolId, { name: `bench gate ${i}`, kind: "gate", place: "" }),
  );

type Event = { eventId: string; cardNo: string; at: string };
const run = Date.now().toString(36);
/**
 * The start (07:30 at the school, Asia/Shanghai) of the morning arrival point of the `nth` school day (Monday to
 * Friday) before today, from 3: the demo seed has its administrator mark the last two (a card never overrides a
 * teacher's mark) and card arrivals for yesterday, so that on an older day attendance has records to write, late
 * and on time, as at a real morning's gate.
 */
const morningOf = (nth: number) => {
  const shanghai = new Date(Date.now() + 8 * 3_600_000);
  let day = Date.UTC(shanghai.getUTCFullYear(), shanghai.getUTCMonth(), shanghai.getUTCDate());
  for (let found = 0; found < nth; ) {
    day -= 86_400_000;
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) found++;
  }
  return day + (7 * 60 + 30) * 60_000 - 8 * 3_600_000;
};
const mornings: Record<string, number> = { warm: morningOf(3), rush: morningOf(3), sat: morningOf(4) };
/** A device's events: card readings in a morning's arrival window (07:30–08:10), each with the device's own id. */
const eventsOf = (device: number, n: number, prefix: string): Event[] =>
  Array.from({ length: n }, (_, i) => {
    const card = cards[(device * 7919 + i * 31) % cards.length];
    return {
      eventId: `${prefix}-${run}-${device}-${i}`,
      cardNo: card.card_no,
      at: new Date(mornings[prefix] + ((device * 7_001 + i * 997) % 2_400_000)).toISOString(),
    };
  });
const batchesOf = <T>(xs: T[], size: number) =>
  Array.from({ length: Math.ceil(xs.length / size) }, (_, i) => xs.slice(i * size, (i + 1) * size));

const send = async (key: string, events: Event[]) => {
  const started = performance.now();
  const res = await fetch(`${base}/api/onecard/manage/signin`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ events }),
  });
  const body = (await res.json()) as { success: boolean; data: { results: { result: string }[] } | null };
  const ms = performance.now() - started;
  if (!body.success || !body.data) throw new Error(`batch refused: ${res.status} ${JSON.stringify(body)}`);
  return {
    ms,
    stored: body.data.results.filter((r) => r.result === "stored" || r.result === "unknownCard").length,
  };
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};
const countOf = async (prefix: string) =>
  Number(
    (
      await db.rawQuery<{ n: string }>(
        "select count(*) as n from onecard_signin where school_id = $1 and event_id like $2",
        [schoolId, `${prefix}-${run}-%`],
      )
    )[0].n,
  );

// Warm-up: one batch per device, not measured.
await Promise.all(devices.map((d, i) => send(d.key, eventsOf(i, BATCH, "warm"))));

// ---- the morning rush: each device sends its batches evenly over SECONDS; a tenth of them twice ----
const perDevice = Math.ceil(EVENTS / DEVICES);
const latencies: number[] = [];
let retried = 0;
const rushStart = performance.now();
await Promise.all(
  devices.map(async (d, i) => {
    const batches = batchesOf(eventsOf(i, perDevice, "rush"), BATCH);
    const every = (SECONDS * 1000) / batches.length;
    // Devices start spread over the first interval, not all at once.
    const offset = (every * i) / DEVICES;
    for (let b = 0; b < batches.length; b++) {
      await sleep(rushStart + offset + b * every - performance.now());
      latencies.push((await send(d.key, batches[b])).ms);
      if ((b + i) % 10 === 0) {
        retried++;
        latencies.push((await send(d.key, batches[b])).ms);
      }
    }
  }),
);
const rushSeconds = (performance.now() - rushStart) / 1000;
const rushStored = await countOf("rush");
const expected = perDevice * DEVICES;
const p99 = quantile(latencies, 0.99);
const p50 = quantile(latencies, 0.5);

// ---- saturated: every device sends its batches back to back, from a child process (the devices are other machines) ----
const satPerDevice = Math.ceil(SAT_EVENTS / DEVICES);
const satEvents = devices.map((_, i) => eventsOf(i, satPerDevice, "sat"));
const saturated = await sendFromChild({
  base,
  path: "/api/onecard/manage/signin",
  devices: devices.map((d, i) => ({ key: d.key, batches: batchesOf(satEvents[i], SAT_BATCH) })),
});
if (saturated.refused.length > 0)
  throw new Error(`batches refused: ${saturated.refused.slice(0, 3).join("; ")}`);
// The clock runs on until the deriver has handed every stored sign-in of the run to attendance (its queue is empty).
const underived = async () =>
  Number(
    (
      await db.rawQuery<{ n: string }>(
        "select count(*) as n from onecard_signin_pending where school_id = $1",
        [schoolId],
      )
    )[0].n,
  );
while ((await underived()) > 0) await sleep(10);
const derivedAt = Date.now();
const ackSeconds = saturated.seconds;
const eosSeconds = (derivedAt - saturated.startedAt) / 1000;
const drainSeconds = Math.max(0, eosSeconds - ackSeconds);
const eosStored = await countOf("sat");
const ackRate = eosStored / ackSeconds;
const eosRate = eosStored / eosSeconds;
const [records] = await db.rawQuery<{ n: string }>(
  "select count(*) as n from attendance_record where school_id = $1 and source = 'card' and day = $2::date",
  [schoolId, new Date(mornings.sat + 8 * 3_600_000).toISOString().slice(0, 10)],
);

// The same rows by hand: other device ids (no device row is needed), same event ids, same concurrency.
const studentOf = new Map(cards.map((c) => [c.card_no, Number(c.student_id)]));
const raw = rawAppTransactions(db, schoolId);
cleanups.add(() => raw.close());
// One transaction per connection first, as the app's pool was warm: the tenant settings are set once per connection.
await Promise.all(Array.from({ length: 10 }, () => raw.transaction((q) => q("select 1"))));
const rawStart = performance.now();
const rawPerDevice = await Promise.all(
  devices.map(async (_, i) => {
    let stored = 0;
    for (const batch of batchesOf(satEvents[i], SAT_BATCH)) {
      const rows: RawSignin[] = batch.map((e) => ({ ...e, studentId: studentOf.get(e.cardNo) ?? null }));
      stored += await rawInsertBatch(raw.transaction, schoolId, 1_000_000_000 + i, rows);
    }
    return stored;
  }),
);
const rawStored = rawPerDevice.reduce((a, b) => a + b, 0);
const rawSeconds = (performance.now() - rawStart) / 1000;
await raw.close();
const rawRate = rawStored / rawSeconds;
const share = eosRate / rawRate;

console.log(`\nonecard-rush (${db.label})`);
console.log(
  `  morning rush   ${expected} events from ${DEVICES} devices in batches of ${BATCH} over ${rushSeconds.toFixed(1)} s ` +
    `(${retried} batches sent twice)`,
);
console.log(
  `  stored         ${rushStored} of ${expected}: ${rushStored === expected ? "exactly once" : "MISSED (not exactly once)"}`,
);
console.log(
  `  batch answer   p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms over ${latencies.length} batches ` +
    `(target p99 < ${P99_TARGET_MS} ms): ${p99 < P99_TARGET_MS ? "met" : "MISSED"}`,
);
console.log(
  `  saturated      EOS ${eosRate.toFixed(0)} events/s acknowledged and derived (${eosStored} in ${eosSeconds.toFixed(2)} s, ` +
    `batches of ${SAT_BATCH}; acknowledged only ${ackRate.toFixed(0)} events/s in ${ackSeconds.toFixed(2)} s, ` +
    `then ${(drainSeconds * 1000).toFixed(0)} ms to derive the rest; ${records.n} card attendance records of its morning); ` +
    `raw INSERT ${rawRate.toFixed(0)} events/s (${rawStored} in ${rawSeconds.toFixed(2)} s, as the app's role under RLS)`,
);
console.log(
  `  EOS ÷ raw      ${share.toFixed(2)}× (target ≥ ${RATIO_TARGET}×): ${share >= RATIO_TARGET ? "met" : "MISSED"}`,
);
writeResults("onecard-rush", {
  db: db.label,
  rush: {
    events: expected,
    devices: DEVICES,
    batch: BATCH,
    seconds: rushSeconds,
    retried,
    stored: rushStored,
    p50,
    p99,
  },
  saturated: {
    events: satPerDevice * DEVICES,
    batch: SAT_BATCH,
    eosRate,
    ackRate,
    ackSeconds,
    drainSeconds,
    eosStored,
    rawRate,
    rawStored,
    share,
  },
  targets: { p99Ms: P99_TARGET_MS, ratio: RATIO_TARGET },
});
await app.close();
await db.close();
if (rushStored !== expected || eosStored !== satPerDevice * DEVICES || rawStored !== eosStored)
  process.exitCode = 1;
