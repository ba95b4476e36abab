import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { openBenchDatabase } from "./lib/database.ts";
import { writeResults } from "./lib/report.ts";
import { cleanupsOnInterrupt, positive } from "./lib/run-guard.ts";
import { eosServer } from "./lib/servers.ts";
import { DEMO_PASSWORD } from "./lib/sign-in.ts";

/**
 * Issue 19: 'recording an app open never slows the open; the CPU recording adds, measured with and without
 * recording in the same run, under 5% of the request's own'. The request is GET /api/center/api/app/getid as a
 * teacher of primary.demo (token, access guard, the app and the school's setting read, the open recorded). With
 * recording, each open goes into the batched recorder and its batches are written (the flush is inside the
 * measured CPU); without, the same app's recorder drops the row. Rounds alternate so that drift hits both.
 */
const REQUESTS = positive(process.env.BENCH_REQUESTS, 2000);
const ROUNDS = 4;
const TARGET = 0.05;

const inject = async (
  app: FastifyInstance,
  method: "GET" | "POST",
  url: string,
  token?: string,
  payload?: object,
) => {
  const res = await app.inject({
    method,
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = res.json();
  if (!body.success) throw new Error(`${url}: ${res.body}`);
  return body.data;
};

const signIn = async (app: FastifyInstance, name: string) => {
  const school = await inject(app, "GET", "/api/auth/getschool/byDomain?domain=primary.demo");
  const pwd = createHash("sha256").update(DEMO_PASSWORD).digest("hex");
  const { authorizationCode } = await inject(app, "POST", "/api/auth/login/pwd", undefined, {
    name,
    pwd,
    type: 0,
    schoolId: school.id,
  });
  return (await inject(app, "POST", "/api/auth/login/getToken", undefined, { authorizationCode }))
    .token as string;
};

const cpuMicros = async (work: () => Promise<void>) => {
  const start = process.cpuUsage();
  await work();
  const used = process.cpuUsage(start);
  return used.user + used.system;
};

const db = await openBenchDatabase();
const app = await eosServer(db.app);
const cleanups = cleanupsOnInterrupt("the app and the database");
cleanups.add(() => app.close());
cleanups.add(() => db.close());
await app.ready();
const token = await signIn(app, "t001");
const groups: { apps: { id: number }[] }[] = await inject(app, "GET", "/api/center/api/appList", token);
const appId = groups[0].apps[0].id;
const url = `/api/center/api/app/getid?id=${appId}`;
const recorder = app.openRecorder;
const record = recorder.record;

const round = async (recording: boolean) => {
  recorder.record = recording ? record : () => {};
  return cpuMicros(async () => {
    for (let i = 0; i < REQUESTS; i++) await inject(app, "GET", url, token);
    await recorder.flush();
  });
};

for (let i = 0; i < 200; i++) await inject(app, "GET", url, token);
await recorder.flush();
const withRec: number[] = [];
const without: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  withRec.push(await round(true));
  without.push(await round(false));
}
recorder.record = record;
const perRequest = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length / REQUESTS;
const a = perRequest(withRec);
const b = perRequest(without);
const added = (a - b) / b;
console.log(
  `\ncenter-record (${db.label}): GET ${url} as a teacher, ${ROUNDS} rounds × ${REQUESTS} requests each way`,
);
console.log(`  with recording     ${a.toFixed(1)} µs CPU per request (batched writes included)`);
console.log(`  without recording  ${b.toFixed(1)} µs CPU per request`);
console.log(
  `  recording adds     ${(added * 100).toFixed(2)}% (target < ${TARGET * 100}%)  ratio ${(a / b).toFixed(3)}`,
);
writeResults("center-record", { db: db.label, requests: REQUESTS, rounds: ROUNDS, withRec, without, added });
await app.close();
await db.close();
