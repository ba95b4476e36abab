import { openBenchDatabase } from "./lib/database.ts";
import { writeResults } from "./lib/report.ts";
import { cleanupsOnInterrupt, positive } from "./lib/run-guard.ts";
import { eosServer, listenLoopback } from "./lib/servers.ts";
import { call, postJson, signInOverHttp } from "./lib/sign-in.ts";

/**
 * Issue 21, 'sign-up rush': STUDENTS students of primary.demo sign up at once over HTTP
 * (POST /api/v3/course/act/practice/student/signUp) for an activity of PLACES places, ROUNDS times (a new activity
 * each round). Each round must place exactly PLACES students and answer the others -2001. Figures: the p50 and p99
 * of a sign-up's answer and sign-ups answered a second, against a hand-written baseline doing the same work in
 * raw SQL at the same concurrency (one transaction per sign-up: the row, then the locked counter, rolled back
 * when full).
 *
 * BENCH_STUDENTS (100), BENCH_PLACES (30), BENCH_ROUNDS (5).
 */
const STUDENTS = positive(process.env.BENCH_STUDENTS, 100);
const PLACES = positive(process.env.BENCH_PLACES, 30);
const ROUNDS = positive(process.env.BENCH_ROUNDS, 5);
const T = "/api/v3/course/act/practice/teacher";

const db = await openBenchDatabase();
const app = await eosServer(db.app);
const cleanups = cleanupsOnInterrupt("the app and the database");
cleanups.add(() => app.close());
cleanups.add(() => db.close());
const base = await listenLoopback(app);

const admin = await signInOverHttp(base, "primary.demo", "admin", 0);
const auth = { authorization: `Bearer ${admin.token}` };
const grades = await call<{ id: number }[]>(`${base}${T}/listOrgTreeBean`, { headers: auth });
const accounts = await db.rawQuery<{ name: string; user_id: number }>(
  "select login_name as name, user_id from account where school_id = $1 and user_type = 1 order by id limit $2",
  [admin.schoolId, STUDENTS],
);
const students: { token: string; id: number }[] = [];
for (const a of accounts)
  students.push({
    token: (await signInOverHttp(base, "primary.demo", a.name, 1)).token,
    id: Number(a.user_id),
  });

const newActivity = async (name: string) =>
  (
    await call<{ id: number }>(
      `${base}${T}/addActivity`,
      postJson({ name, maxNum: PLACES, joinTimeType: 0, orgIds: grades.map((g) => g.id) }, auth),
    )
  ).id;
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};
const placedIn = async (activityId: number) => {
  const [row] = await db.rawQuery<{ joined: number; rows: string }>(
    `select a.joined_num joined, (select count(*) from practice_join j
       where j.school_id = a.school_id and j.activity_id = a.id) rows
     from practice_activity a where a.school_id = $1 and a.id = $2`,
    [admin.schoolId, activityId],
  );
  return { joined: Number(row.joined), rows: Number(row.rows) };
};

// ---- EOS over HTTP ----
const latencies: number[] = [];
let eosExact = true;
let eosSeconds = 0;
let warm = true;
for (let round = 0; round <= ROUNDS; round++) {
  const id = await newActivity(`bench rush ${Date.now()} ${round}`);
  const started = performance.now();
  const answers = await Promise.all(
    students.map(async (s) => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/v3/course/act/practice/student/signUp`, {
        method: "POST",
        headers: { authorization: `Bearer ${s.token}`, "content-type": "application/json" },
        body: JSON.stringify({ activityId: id }),
      });
      const body = (await res.json()) as { success: boolean; errorCode: unknown };
      if (!warm) latencies.push(performance.now() - t0);
      return body;
    }),
  );
  if (!warm) eosSeconds += (performance.now() - started) / 1000;
  const placed = answers.filter((a) => a.success).length;
  const full = answers.filter((a) => a.errorCode === -2001).length;
  const stored = await placedIn(id);
  const exact =
    placed === PLACES && full === STUDENTS - PLACES && stored.joined === PLACES && stored.rows === PLACES;
  if (!warm) eosExact &&= exact;
  warm = false;
}
const eosRate = (ROUNDS * STUDENTS) / eosSeconds;

// ---- the raw baseline: the same two statements per sign-up, in a transaction, at the same concurrency ----
const FULL = new Error("full");
let rawExact = true;
let rawSeconds = 0;
for (let round = 0; round < ROUNDS; round++) {
  const id = await newActivity(`bench raw ${Date.now()} ${round}`);
  const started = performance.now();
  const answers = await Promise.all(
    students.map((s) =>
      db
        .rawTransaction(async (q) => {
          const inserted = await q(
            `insert into practice_join (school_id, activity_id, student_id, joined_at) values ($1, $2, $3, now())
             on conflict do nothing returning student_id`,
            [admin.schoolId, id, s.id],
          );
          if (inserted.length === 0) return true;
          const taken = await q(
            `update practice_activity set joined_num = joined_num + 1
             where school_id = $1 and id = $2 and (max_num = 0 or joined_num < max_num) returning id`,
            [admin.schoolId, id],
          );
          if (taken.length === 0) throw FULL;
          return true;
        })
        .catch((err) => {
          if (err === FULL) return false;
          throw err;
        }),
    ),
  );
  rawSeconds += (performance.now() - started) / 1000;
  const stored = await placedIn(id);
  rawExact &&= answers.filter(Boolean).length === PLACES && stored.rows === PLACES;
}
const rawRate = (ROUNDS * STUDENTS) / rawSeconds;
const share = eosRate / rawRate;
const p50 = quantile(latencies, 0.5);
const p99 = quantile(latencies, 0.99);

console.log(`\npractice-rush (${db.label})`);
console.log(
  `  rush           ${STUDENTS} students at once for ${PLACES} places, ${ROUNDS} rounds: ` +
    `${eosExact ? `exactly ${PLACES} placed each round, the rest -2001` : "NOT EXACT"}`,
);
console.log(
  `  sign-up answer p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms over ${latencies.length} sign-ups`,
);
console.log(
  `  EOS            ${eosRate.toFixed(0)} sign-ups/s; raw SQL ${rawRate.toFixed(0)} sign-ups/s ` +
    `(${rawExact ? "exact" : "NOT EXACT"})`,
);
console.log(`  EOS ÷ raw      ${share.toFixed(2)}×`);
writeResults("practice-rush", {
  db: db.label,
  students: STUDENTS,
  places: PLACES,
  rounds: ROUNDS,
  exact: eosExact,
  p50,
  p99,
  eosRate,
  rawRate,
  share,
});
await app.close();
await db.close();
if (!eosExact || !rawExact) process.exitCode = 1;
