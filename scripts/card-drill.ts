/**
 * Crash drill for the one-card devices on PostgreSQL (issue 20): kill -9 the server during a device burst.
 *
 *   npm run drill:card                      # PostgreSQL at 127.0.0.1:5432, user postgres
 *   DRILL_EVENTS=6000 DRILL_DEVICES=20 DRILL_BATCH=50 DRILL_KILL_AFTER=20 npm run drill:card
 *
 * It builds apps/server when needed, creates a throw-away database (dropped at the end unless DRILL_KEEP=1),
 * starts `node apps/server/dist/main.js` on it (demo seed), registers DRILL_DEVICES gate devices through the
 * administrator's route (each key shown once), and has every device send its card events in batches, back to
 * back, all devices at once; one event in 25 reads a card no student holds. After DRILL_KILL_AFTER batches have
 * been acknowledged the server gets SIGKILL. It starts again on the same database and the drill checks: every
 * event of an acknowledged batch is stored exactly once; every device then re-sends each batch it got no answer
 * for (as a device does) and each event is answered `stored`/`unknownCard` if it was lost or `duplicate` if it
 * was committed before the kill; in the end every event is stored exactly once and every unknown card is listed
 * for the administrators. Attendance follows a batch's answer (the server's deriver): the events fall in a past
 * school day's morning arrival window, and the drill checks that, once the restarted server has derived what the
 * kill left underived (its queue empty, before any re-send), every student of an acknowledged event has that
 * morning's card attendance record. Exits 1 when a check fails.
 */
import pg from "pg";
import {
  buildIfStale,
  call,
  drillDatabase,
  drillServer,
  type Envelope,
  freePort,
  killed,
  post,
  signInAdmin,
} from "./lib/drill-server.ts";

const EVENTS = Number(process.env.DRILL_EVENTS ?? 3000);
const DEVICES = Number(process.env.DRILL_DEVICES ?? 20);
const BATCH = Number(process.env.DRILL_BATCH ?? 10);
const KILL_AFTER = Number(process.env.DRILL_KILL_AFTER ?? 60);
const database = drillDatabase(`eos_card_drill_${process.pid}`);

type Event = { eventId: string; cardNo: string; at: string };
type Result = {
  eventId: string;
  result: "stored" | "unknownCard" | "duplicate" | "invalid";
  reason?: string;
};
type Batch = { device: number; events: Event[] };
type Outcome = { results: Result[] } | { failure: string };

const send = async (base: string, key: string, events: Event[]): Promise<Outcome> => {
  try {
    const res = await fetch(
      `${base}/api/onecard/manage/signin`,
      post({ events }, { authorization: `Bearer ${key}` }),
    );
    const answer = (await res.json()) as Envelope<{ results: Result[] }>;
    if (answer.success) return { results: answer.data.results };
    return { failure: `${res.status} ${String(answer.errorCode)} ${String(answer.errorDesc)}` };
  } catch (error) {
    return { failure: (error as Error).cause ? String((error as Error).cause) : String(error) };
  }
};

/** Rows per (device, event id) of this drill's events, and the unknown cards listed for the school. */
/**
 * 07:30 at the school (Asia/Shanghai) of the third school day (Monday to Friday) before today, and its date: the
 * demo seed has its administrator mark the last two (a card never overrides a teacher's mark), and card arrivals
 * for yesterday.
 */
const morning = (() => {
  const shanghai = new Date(Date.now() + 8 * 3_600_000);
  let day = Date.UTC(shanghai.getUTCFullYear(), shanghai.getUTCMonth(), shanghai.getUTCDate());
  for (let found = 0; found < 3; ) {
    day -= 86_400_000;
    if (![0, 6].includes(new Date(day).getUTCDay())) found++;
  }
  return { at: day + (7 * 60 + 30) * 60_000 - 8 * 3_600_000, date: new Date(day).toISOString().slice(0, 10) };
})();

/** Waits (up to a minute) until the server has derived every stored sign-in of the school: its queue is empty. */
const derived = async (db: pg.Client, schoolId: number) => {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    const { rows } = await db.query<{ n: string }>(
      "select count(*) as n from onecard_signin_pending where school_id = $1",
      [schoolId],
    );
    if (Number(rows[0].n) === 0) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  return undefined;
};

/** The students with a card attendance record of the drill's morning. */
const recordedStudents = async (db: pg.Client, schoolId: number) =>
  new Set(
    (
      await db.query<{ student_id: string }>(
        "select distinct student_id from attendance_record where school_id = $1 and day = $2::date and source = 'card'",
        [schoolId, morning.date],
      )
    ).rows.map((r) => Number(r.student_id)),
  );

const stored = async (db: pg.Client, schoolId: number) => {
  const { rows } = await db.query<{ device_id: string; event_id: string; n: string }>(
    `select device_id, event_id, count(*) as n from onecard_signin
      where school_id = $1 and event_id like 'drill-%' group by device_id, event_id`,
    [schoolId],
  );
  const unknown = await db.query<{ card_no: string }>(
    "select card_no from onecard_unknown_card where school_id = $1 and card_no like 'DRILL%'",
    [schoolId],
  );
  return {
    rows: new Map(rows.map((r) => [`${r.device_id}/${r.event_id}`, Number(r.n)])),
    unknownCards: new Set(unknown.rows.map((r) => r.card_no)),
  };
};

const main = async (): Promise<boolean> => {
  buildIfStale();
  await database.create();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const servers = drillServer(database.url);
  let server = await servers.start(port);
  const db = new pg.Client({ connectionString: database.url });
  try {
    await db.connect();
    const auth = { authorization: `Bearer ${await signInAdmin(base)}` };
    const [school] = (await db.query<{ id: string }>("select id from school where domain = 'primary.demo'"))
      .rows;
    const schoolId = Number(school.id);
    const cardRows = (
      await db.query<{ card_no: string; student_id: string }>(
        "select card_no, student_id from onecard_card where school_id = $1 order by card_no",
        [schoolId],
      )
    ).rows;
    const cards = cardRows.map((r) => r.card_no);
    const holderOf = new Map(cardRows.map((r) => [r.card_no, Number(r.student_id)]));
    if (cards.length === 0)
      throw new Error("primary.demo has no cards: the demo seed should have linked them");
    const devices: { id: number; key: string }[] = [];
    for (let i = 0; i < DEVICES; i++)
      devices.push(
        await call(
          `${base}/api/onecard/admin/device/add`,
          post({ name: `演练闸机 ${i + 1}`, kind: "gate", place: "东门" }, auth),
        ),
      );

    // Each device's events in batches; one reading in 25 is of a card no student holds.
    const perDevice = Math.ceil(EVENTS / DEVICES);
    const unknownCards = new Set<string>();
    const batchesOf = (d: number): Batch[] => {
      const events: Event[] = Array.from({ length: perDevice }, (_, i) => {
        const unknown = (d * perDevice + i) % 25 === 0;
        const cardNo = unknown
          ? `DRILL${String(d).padStart(2, "0")}${i}`
          : cards[(d * 7919 + i * 31) % cards.length];
        if (unknown) unknownCards.add(cardNo);
        return {
          eventId: `drill-${d}-${i}`,
          cardNo,
          // In the morning's arrival window (07:30–08:10): attendance has records to write.
          at: new Date(morning.at + ((d * 7_001 + i * 997) % 2_400_000)).toISOString(),
        };
      });
      return Array.from({ length: Math.ceil(events.length / BATCH) }, (_, b) => ({
        device: d,
        events: events.slice(b * BATCH, (b + 1) * BATCH),
      }));
    };
    const plan = devices.map((_, d) => batchesOf(d));
    const total = perDevice * DEVICES;

    console.log(
      `${DEVICES} devices send ${total} card events in batches of ${BATCH}; SIGKILL after ${KILL_AFTER} acknowledged batches`,
    );
    let acknowledged = 0;
    let kill: Promise<void> | undefined;
    const acked: Batch[] = [];
    const ackedResults: Result[][] = [];
    const unanswered: Batch[] = [];
    const failures = new Map<string, number>();
    await Promise.all(
      plan.map(async (batches) => {
        for (const [b, batch] of batches.entries()) {
          const outcome = await send(base, devices[batch.device].key, batch.events);
          if ("results" in outcome) {
            acked.push(batch);
            ackedResults.push(outcome.results);
            if (++acknowledged === KILL_AFTER) kill = killed(server);
            continue;
          }
          // The server is gone: this batch and the device's later ones are unanswered, to be re-sent.
          failures.set(outcome.failure, (failures.get(outcome.failure) ?? 0) + 1);
          unanswered.push(...batches.slice(b));
          return;
        }
      }),
    );
    await kill;
    if (!kill) console.log("WARNING: every batch was answered before the server could be killed");
    console.log(`acknowledged ${acked.length} batches, ${unanswered.length} unanswered`);
    for (const [why, n] of failures) console.log(`  unanswered: ${n} × ${why.slice(0, 120)}`);

    // What the kill left stored but not derived (the server's deriver had not reached it): the restart's to derive.
    const pendingAtKill = Number(
      (
        await db.query<{ n: string }>(
          "select coalesce(sum(cardinality(signin_ids)), 0) as n from onecard_signin_pending where school_id = $1",
          [schoolId],
        )
      ).rows[0].n,
    );
    console.log(`stored but not yet derived at the kill: ${pendingAtKill} sign-ins`);
    server = await servers.start(port);
    console.log("server restarted on the same database");
    const keyOf = (d: number, e: Event) => `${devices[d].id}/${e.eventId}`;
    const afterCrash = await stored(db, schoolId);
    const ackedEvents = acked.flatMap((b) => b.events.map((e) => keyOf(b.device, e)));
    const ackedLost = ackedEvents.filter((k) => afterCrash.rows.get(k) !== 1).length;
    const ackedBad = ackedResults
      .flat()
      .filter((r) => r.result === "invalid" || r.result === "duplicate").length;
    const committedUnanswered = unanswered
      .flatMap((b) => b.events.map((e) => keyOf(b.device, e)))
      .filter((k) => afterCrash.rows.has(k)).length;

    // Before any re-send: the restarted server derives what the kill left underived, on its own.
    const derivedInMs = await derived(db, schoolId);
    const recorded = await recordedStudents(db, schoolId);
    const ackedStudents = new Set(
      acked.flatMap((b) =>
        b.events.flatMap((e) => (holderOf.has(e.cardNo) ? [holderOf.get(e.cardNo) as number] : [])),
      ),
    );
    const ackedUnrecorded = [...ackedStudents].filter((id) => !recorded.has(id)).length;

    // Every device re-sends what it got no answer for, with the same event ids.
    const resent = await Promise.all(
      unanswered.map(async (b) => ({ batch: b, outcome: await send(base, devices[b.device].key, b.events) })),
    );
    const resentRefused = resent.filter((r) => !("results" in r.outcome)).length;
    let wrongAnswer = 0;
    let duplicatesAnswered = 0;
    for (const { batch, outcome } of resent) {
      if (!("results" in outcome)) continue;
      for (const [i, r] of outcome.results.entries()) {
        const e = batch.events[i];
        const wasStored = afterCrash.rows.has(keyOf(batch.device, e));
        if (r.eventId !== e.eventId) wrongAnswer++;
        else if (wasStored) r.result === "duplicate" ? duplicatesAnswered++ : wrongAnswer++;
        else if (r.result !== (unknownCards.has(e.cardNo) ? "unknownCard" : "stored")) wrongAnswer++;
      }
    }
    const derivedAtEndInMs = await derived(db, schoolId);
    const final = await stored(db, schoolId);
    const all = plan.flat().flatMap((b) => b.events.map((e) => keyOf(b.device, e)));
    const neverStored = all.filter((k) => !final.rows.has(k)).length;
    const twice = [...final.rows.values()].filter((n) => n > 1).length;
    const unlisted = [...unknownCards].filter((c) => !final.unknownCards.has(c)).length;

    console.log(`
card events sent                           ${total} from ${DEVICES} devices
batches acknowledged before the kill       ${acked.length} (${ackedEvents.length} events)
  of their events not stored exactly once  ${ackedLost}
  answered invalid or duplicate            ${ackedBad}
unanswered batches                         ${unanswered.length}
  events committed but never answered      ${committedUnanswered}
re-sent batches refused                    ${resentRefused}
  events answered duplicate (committed)    ${duplicatesAnswered}
  events answered wrongly                  ${wrongAnswer}
stored in the end                          ${final.rows.size} of ${total}
  stored twice                             ${twice}
  never stored                             ${neverStored}
unknown cards listed                       ${unknownCards.size - unlisted} of ${unknownCards.size}
stored, not derived at the kill            ${pendingAtKill} sign-ins
derived after the restart (queue empty)    ${derivedInMs === undefined ? "NOT within a minute" : `in ${derivedInMs} ms`}
  students of acknowledged events          ${ackedStudents.size}, ${ackedUnrecorded} without the morning's card record
derived after the re-sends                 ${derivedAtEndInMs === undefined ? "NOT within a minute" : `in ${derivedAtEndInMs} ms`}`);
    const checks: [string, boolean][] = [
      ["the server was killed part-way", unanswered.length > 0],
      ["every acknowledged event is stored exactly once", ackedLost === 0 && ackedBad === 0],
      ["every re-sent batch is answered", resentRefused === 0],
      ["committed events answer duplicate, lost ones are stored", wrongAnswer === 0],
      ["every committed but unanswered event answered duplicate", duplicatesAnswered === committedUnanswered],
      ["every event stored exactly once", neverStored === 0 && twice === 0 && final.rows.size === total],
      ["every unknown card listed for the administrators", unlisted === 0],
      [
        "every acknowledged event derived after the restart: each student recorded",
        derivedInMs !== undefined && ackedUnrecorded === 0 && ackedStudents.size > 0,
      ],
      ["every re-sent event derived", derivedAtEndInMs !== undefined],
    ];
    console.log("");
    for (const [name, passed] of checks) console.log(`${passed ? "ok  " : "FAIL"}  ${name}`);
    return checks.every(([, passed]) => passed);
  } finally {
    await db.end().catch(() => {});
    await killed(server);
    if (process.env.DRILL_KEEP === "1") console.log(`kept the database: ${database.url}`);
    else await database.drop().catch(() => {});
    servers.removeDataDir();
  }
};

await main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
