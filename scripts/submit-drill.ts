/**
 * Crash drill for form submissions on PostgreSQL (issue 3): what a server killed mid-load leaves behind.
 *
 *   npm run drill:submit                      # PostgreSQL at 127.0.0.1:5432, user postgres
 *   DRILL_ADMIN_URL=postgres://u:p@host:5432/postgres DRILL_SUBMISSIONS=1000 DRILL_KILL_AFTER=300 npm run drill:submit
 *
 * It builds apps/server when dist/main.js is missing or older than the sources, creates a throw-away database
 * (dropped at the end unless DRILL_KEEP=1), starts `node apps/server/dist/main.js` on it (demo seed, a free
 * port), signs in as the administrator of primary.demo, creates and releases a small form, fires
 * DRILL_SUBMISSIONS submissions at once (each with its own Idempotency-Key and its own values), SIGKILLs the
 * server after DRILL_KILL_AFTER successful answers, starts it again on the same database and checks:
 * every submission answered with success is stored (by its formValId), no value is half-stored (each has
 * every row its submission carried), re-sending the unanswered ones with the same keys stores each exactly
 * once, and in the end every submission is stored exactly once. Exits 1 when a check fails.
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

const SUBMISSIONS = Number(process.env.DRILL_SUBMISSIONS ?? 1000);
const KILL_AFTER = Number(process.env.DRILL_KILL_AFTER ?? 300);
const DB_NAME = `eos_drill_${process.pid}`;
const database = drillDatabase(DB_NAME);
const DB_URL = database.url;

/** Ten items, one of each simple kind; every submission answers them all, the first with its own number. */
const ITEMS = [
  { name: "编号", type: 1 },
  { name: "姓名", type: 1 },
  { name: "说明", type: 2 },
  { name: "年龄", type: 19 },
  { name: "身高", type: 20 },
  { name: "日期", type: 22 },
  { name: "时间", type: 3 },
  { name: "性别", type: 4, optionInfos: [{ name: "男" }, { name: "女" }] },
  { name: "兴趣", type: 5, optionInfos: [{ name: "读书" }, { name: "运动" }, { name: "音乐" }] },
  { name: "备注", type: 1 },
];

type Item = { id: number; type: number; optionInfos?: { id: number | string }[] | null };
type Outcome = { formValId: number } | { failure: string };

const createForm = async (base: string, auth: Record<string, string>) => {
  const { id } = await call<{ id: number }>(
    `${base}/api/v3/eos/form/admin/add`,
    post({ name: "断电演练", items: ITEMS }, auth),
  );
  await call(`${base}/api/v3/eos/form/admin/release`, post({ id }, auth));
  const { items } = await call<{ items: Item[] }>(`${base}/api/v3/eos/form/admin/byid?id=${id}`, {
    headers: auth,
  });
  return { formId: id, items };
};

/** Submission n's values: the first item carries n, so that a stored value names its submission. */
const bodyOf = (formId: number, items: Item[], n: number) => ({
  formId,
  items: items.map((item, i) => {
    const options = (item.optionInfos ?? []).map((o) => String(o.id));
    const val: Record<number, string> = {
      1: i === 0 ? `drill-${n}` : `答案 ${n}-${i}`,
      2: `第一行 ${n}\n第二行`,
      19: String(n % 100),
      20: (n / 7).toFixed(2),
      22: "2026-11-22",
      3: "2026-11-22 09:30",
      4: options[n % options.length] ?? "",
      5: options.slice(0, 1 + (n % options.length)).join(","),
    };
    return { itemId: item.id, itemType: item.type, val: val[item.type] ?? "", valOther: "" };
  }),
});

const submit = async (
  url: string,
  auth: Record<string, string>,
  body: unknown,
  key: string,
): Promise<Outcome> => {
  try {
    const res = await fetch(url, post(body, { ...auth, "idempotency-key": key }));
    const answer = (await res.json()) as Envelope<{ formValId: number }>;
    if (answer.success) return { formValId: answer.data.formValId };
    return { failure: `${res.status} ${String(answer.errorCode)} ${String(answer.errorDesc)}` };
  } catch (error) {
    return { failure: (error as Error).cause ? String((error as Error).cause) : String(error) };
  }
};

// ---------- database checks ----------

type Stored = { id: number; n: number; rows: number };

/** Every value of the form: its id, which submission it is (the first item's `drill-<n>`), its row count. */
const storedValues = async (db: pg.Client, formId: number, firstItemId: number): Promise<Stored[]> => {
  const { rows } = await db.query<{ id: string; tag: string | null; rows: string }>(
    `select v.id,
            (select i.val from form_value_item i
              where i.school_id = v.school_id and i.form_value_id = v.id and i.item_id = $2) as tag,
            (select count(*) from form_value_item i
              where i.school_id = v.school_id and i.form_value_id = v.id) as rows
       from form_value v where v.form_id = $1 and v.deleted_at is null`,
    [formId, firstItemId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    n: Number(r.tag?.replace("drill-", "") ?? -1),
    rows: Number(r.rows),
  }));
};

// ---------- the drill ----------

const fire = async (url: string, auth: Record<string, string>, bodies: unknown[], onSuccess: () => void) => {
  const outcomes: Outcome[] = new Array(bodies.length);
  await Promise.all(
    bodies.map(async (body, n) => {
      outcomes[n] = await submit(url, auth, body, `drill-key-${n}`);
      if ("formValId" in outcomes[n]) onSuccess();
    }),
  );
  return outcomes;
};

const main = async (): Promise<boolean> => {
  buildIfStale();
  await database.create();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const servers = drillServer(DB_URL);
  let server = await servers.start(port);
  const db = new pg.Client({ connectionString: DB_URL });
  try {
    await db.connect();
    const auth = { authorization: `Bearer ${await signInAdmin(base)}` };
    const { formId, items } = await createForm(base, auth);
    const bodies = Array.from({ length: SUBMISSIONS }, (_, n) => bodyOf(formId, items, n));
    const url = `${base}/api/app/eos/form/wx/add`;
    let answered = 0;
    let kill: Promise<void> | undefined;
    const started = Date.now();
    console.log(`firing ${SUBMISSIONS} submissions at once; SIGKILL after ${KILL_AFTER} successful answers`);
    const first = await fire(url, auth, bodies, () => {
      answered++;
      if (answered === KILL_AFTER) kill = killed(server);
    });
    await kill;
    if (!kill) console.log("WARNING: the server answered everything before it could be killed");
    const ok = first.flatMap((o, n) => ("formValId" in o ? [{ n, formValId: o.formValId }] : []));
    const failures = new Map<string, number>();
    for (const o of first) if ("failure" in o) failures.set(o.failure, (failures.get(o.failure) ?? 0) + 1);
    console.log(
      `answered with success: ${ok.length} of ${SUBMISSIONS} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const [why, count] of failures) console.log(`  unanswered: ${count} × ${why.slice(0, 120)}`);

    server = await servers.start(port);
    console.log("server restarted on the same database");
    const firstItemId = items[0]!.id;
    const afterCrash = await storedValues(db, formId, firstItemId);
    const byId = new Map(afterCrash.map((s) => [s.id, s]));
    const missing = ok.filter((a) => byId.get(a.formValId)?.n !== a.n);
    const half = afterCrash.filter((s) => s.rows !== items.length);
    const committedUnanswered = afterCrash.length - ok.length;

    const unanswered = first.flatMap((o, n) => ("failure" in o ? [n] : []));
    const resent = await Promise.all(
      unanswered.map(async (n) => ({ n, outcome: await submit(url, auth, bodies[n], `drill-key-${n}`) })),
    );
    const resentOk = resent.filter((r) => "formValId" in r.outcome).length;
    const storedBefore = new Set(afterCrash.map((s) => s.id));
    const replayed = resent.filter((r) => "formValId" in r.outcome && storedBefore.has(r.outcome.formValId));
    const final = await storedValues(db, formId, firstItemId);
    const perSubmission = new Map<number, number>();
    for (const s of final) perSubmission.set(s.n, (perSubmission.get(s.n) ?? 0) + 1);
    const duplicates = [...perSubmission.values()].reduce((sum, c) => sum + Math.max(0, c - 1), 0);
    const neverStored = bodies.length - perSubmission.size;
    const finalHalf = final.filter((s) => s.rows !== items.length).length;
    const answerMismatch = resent.filter((r) => {
      if (!("formValId" in r.outcome)) return false;
      return final.find((s) => s.id === (r.outcome as { formValId: number }).formValId)?.n !== r.n;
    }).length;

    console.log(`
submissions fired                         ${SUBMISSIONS}
answered with success before the kill     ${ok.length}
  of those stored (found by formValId)    ${ok.length - missing.length}
stored after restart (before re-sending)  ${afterCrash.length}
  committed but never answered            ${committedUnanswered}
half-stored values                        ${half.length}
re-sent with the same Idempotency-Key     ${unanswered.length}
  answered with success                   ${resentOk}
  of those, the first answer replayed     ${replayed.length} (stored before the kill, answer lost)
  answer naming another submission        ${answerMismatch}
stored in the end                         ${final.length} (${perSubmission.size} distinct submissions)
duplicates                                ${duplicates}
never stored                              ${neverStored}
half-stored in the end                    ${finalHalf}`);
    const checks: [string, boolean][] = [
      ["the server was killed part-way", ok.length < SUBMISSIONS],
      ["every submission answered with success is stored", missing.length === 0],
      ["no value is half-stored", half.length === 0 && finalHalf === 0],
      ["every re-sent submission answered with success", resentOk === unanswered.length],
      ["re-sent answers name their own submission", answerMismatch === 0],
      [
        "every committed but unanswered one replayed its first answer",
        replayed.length === committedUnanswered,
      ],
      ["no duplicates", duplicates === 0],
      ["every submission stored exactly once", neverStored === 0 && final.length === SUBMISSIONS],
    ];
    console.log("");
    for (const [name, passed] of checks) console.log(`${passed ? "ok  " : "FAIL"}  ${name}`);
    return checks.every(([, passed]) => passed);
  } finally {
    await db.end().catch(() => {});
    await killed(server);
    if (process.env.DRILL_KEEP === "1") console.log(`kept database ${DB_NAME}`);
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
