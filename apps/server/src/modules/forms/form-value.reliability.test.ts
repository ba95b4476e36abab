import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inBatches, makeForm, submit } from "../../../test/form-fixtures.ts";
import { signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

/**
 * Issue 5 'Reliability': quotas, auto numbers and Idempotency-Key under concurrent submissions. On
 * PostgreSQL at full size (concurrency is real there: a pool of connections, row locks); on PGlite, which
 * runs one statement at a time, a small sequential version of each.
 */
const onPostgres = process.env.EOS_TEST_DB === "postgres";
const size = (postgres: number, pglite: number) => (onPostgres ? postgres : pglite);
const BATCH = onPostgres ? 250 : 1;

let t: TestApp;
let admin: string;
let student: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, "single.demo", "admin", 0)).token;
  student = (await signIn(t, "single.demo", "s26010101", 1)).token;
});
afterAll(async () => t?.close());

const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
  const start = performance.now();
  const result = await work();
  console.log(
    `[reliability ${process.env.EOS_TEST_DB}] ${label}: ${Math.round(performance.now() - start)} ms`,
  );
  return result;
};

const rows = async (query: ReturnType<typeof sql>) =>
  (await t.database.db.execute(query)).rows as Record<string, unknown>[];

describe("concurrent submissions", () => {
  it("accepts exactly the quota of an option and refuses the rest with the item's message", async () => {
    const [total, quota] = [size(500, 12), size(100, 5)];
    const f = await makeForm(t, admin, [
      {
        id: "c",
        name: "Camp",
        type: 4,
        optionInfos: [{ name: "Hiking", maxCount: quota }, { name: "Reading" }],
      },
    ]);
    const body = { formId: f.formId, items: [{ itemId: f.ids.Camp, val: f.options.Camp.Hiking }] };
    const answers = await timed(`${total} submissions on a quota of ${quota}`, () =>
      inBatches(total, BATCH, () => submit(t, student, body, { "accept-language": "en-US" })),
    );
    const accepted = answers.filter((a) => a.body.success);
    const refused = answers.filter((a) => !a.body.success);
    expect(accepted).toHaveLength(quota);
    expect(refused).toHaveLength(total - quota);
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(JSON.parse(r.body.errorDesc)).toEqual([
        { name: "Camp", msg: "Camp: the option Hiking is full" },
      ]);
    }
    const [stored] = await rows(
      sql`select count(*)::int as n from form_value where form_id = ${f.formId} and deleted_at is null`,
    );
    const [count] = await rows(
      sql`select count from form_option_count where form_id = ${f.formId} and option_id = ${f.options.Camp.Hiking}`,
    );
    expect(stored.n).toBe(quota);
    expect(count.count).toBe(quota);
  }, 60_000);

  it("issues distinct auto numbers in sequence to concurrent submissions", async () => {
    const total = size(1000, 20);
    const f = await makeForm(t, admin, [
      { id: "x", name: "X", type: 1 },
      { id: "no", name: "No", type: 54, typeJson: { format: "A{SORT_ALL:5}" } },
    ]);
    const answers = await timed(`${total} submissions with an auto number`, () =>
      inBatches(total, BATCH, (i) =>
        submit(t, student, { formId: f.formId, items: [{ itemId: f.ids.X, val: `${i}` }] }),
      ),
    );
    expect(answers.every((a) => a.body.success)).toBe(true);
    const numbers = (
      await rows(sql`select val from form_value_item where item_id = ${f.ids.No} order by val`)
    ).map((r) => r.val);
    expect(numbers).toEqual(Array.from({ length: total }, (_, i) => `A${String(i + 1).padStart(5, "0")}`));
    // Commit order and number order agree: a later value id never holds a smaller number.
    const byId = (
      await rows(
        sql`select i.val from form_value v join form_value_item i on i.form_value_id = v.id and i.school_id = v.school_id
            where v.form_id = ${f.formId} and i.item_id = ${f.ids.No} order by v.id`,
      )
    ).map((r) => r.val);
    expect(new Set(byId).size).toBe(total);
  }, 60_000);

  it("stores each Idempotency-Key once when every submission is sent three more times", async () => {
    const total = size(1000, 20);
    const f = await makeForm(t, admin, [{ id: "n", name: "N", type: 1 }]);
    const send = (i: number) =>
      submit(
        t,
        student,
        { formId: f.formId, items: [{ itemId: f.ids.N, val: `v${i}` }] },
        { "idempotency-key": `k-${i}` },
      );
    // Each batch holds every copy of its keys, so repeats race the first sending.
    const answers = await timed(`${total} submissions x 4 sendings with Idempotency-Key`, () =>
      inBatches(total * 4, onPostgres ? 400 : 1, (j) => send(Math.floor(j / 4))),
    );
    expect(answers.every((a) => a.body.success)).toBe(true);
    for (let i = 0; i < total; i++) {
      const ids = new Set(answers.slice(i * 4, i * 4 + 4).map((a) => a.body.data.formValId));
      expect(ids.size).toBe(1);
    }
    const [stored] = await rows(sql`select count(*)::int as n from form_value where form_id = ${f.formId}`);
    const [items] = await rows(
      sql`select count(*)::int as n from form_value_item i join form_value v on v.id = i.form_value_id and v.school_id = i.school_id where v.form_id = ${f.formId}`,
    );
    expect(stored.n).toBe(total);
    expect(items.n).toBe(total);
  }, 90_000);
});
