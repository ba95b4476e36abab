import { describe, expect, it } from "vitest";
import {
  admin,
  data,
  get,
  myClass,
  parentOf,
  post,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { evidence, idsByName, tree } from "../../../test/evaluation-fixtures.ts";
import { makeForm } from "../../../test/form-fixtures.ts";
import { multipart, xlsxOf } from "../../../test/multipart.ts";
import { bearer, PHONE, signIn } from "../../../test/sign-in.ts";

useCollectionApp();

type Job = { id: number; kind: string };

/** A teacher given a role with the permission codes. */
const teacherWith = async (account: string, codes: string[]) => {
  const signedIn = await signIn(t, "primary.demo", account, 0);
  const role = await data(post(admin, "/v3/teaRole/add", { name: `Jobs ${account}`, codes }));
  await data(post(admin, "/v3/teaRole/assign", { teacherId: Number(signedIn.user.id), roleIds: [role.id] }));
  return signedIn.token;
};

/** A dry-run import of a one-column form: a background job started by the caller. */
const startImport = async (token: string, formId: number) => {
  const body = multipart(await xlsxOf([["Name"], ["Li"]]), { formId: String(formId), dryRun: "true" });
  const r = await t.call({
    method: "POST",
    url: "/api/v3/eos/form/import/upload",
    headers: bearer(token, body.headers),
    payload: body.payload,
  });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
};

const pageOf = async (token: string, query = "") =>
  (await data(get(token, `/v3/job/page?size=100${query}`))) as { list: Job[]; total: number };
const jobGet = (token: string, id: number) => get(token, `/v3/job/get?id=${id}`);

describe("background jobs are shown to who started them and to administrators (issue 16 item 12)", () => {
  it("a student and a parent see none; a teacher sees their own and the kinds their role manages; the administrator all", async () => {
    const form = await makeForm(t, admin, [{ id: "n", name: "Name", type: 1 }]);
    const importer = await teacherWith("t002", ["forms.data"]);
    const evaluator = await teacherWith("t004", ["evaluation.manage"]);
    const plain = (await signIn(t, "primary.demo", "t003", 0)).token;
    const student = (await signIn(t, "primary.demo", myClass[0].account as string, 1, PHONE)).token;
    const parent = await parentOf(myClass[0].id);

    await startImport(admin, form.formId);
    await startImport(importer, form.formId);
    // Publishing a rule queues a re-score of the model: the administrator's evaluation job.
    const model = await data(
      post(admin, "/v3/target/add", { name: `Jobs ${Math.random()}`, indicators: tree }),
    );
    const ids = idsByName(await data(get(admin, `/v3/target/detail?id=${model.id}`)));
    const { sceneId } = await evidence();
    await data(
      post(admin, "/v3/computeRule/save", {
        modelId: model.id,
        indicatorId: ids["Volunteer service"],
        name: "Per fill",
        config: { sceneId, kind: "fixed", points: 2 },
      }),
    );

    const all = await pageOf(admin);
    const imports = all.list.filter((j) => j.kind === "forms.import").map((j) => j.id);
    expect(imports).toHaveLength(2);
    const [importersJob, adminsImport] = imports; // newest first
    const ruleRun = all.list.find((j) => j.kind === "evaluation.ruleRun")?.id as number;
    expect(ruleRun).toEqual(expect.any(Number));
    for (const id of [importersJob, adminsImport, ruleRun])
      expect((await jobGet(admin, id)).status).toBe(200);

    for (const [who, token] of Object.entries({ student, parent, plain })) {
      expect(await pageOf(token), who).toEqual({ list: [], total: 0 });
      expect(await pageOf(token, "&kind=forms.import"), who).toEqual({ list: [], total: 0 });
      for (const id of [importersJob, adminsImport, ruleRun]) {
        const r = await jobGet(token, id);
        expect(r.status, who).toBe(404);
        expect(r.body, who).toMatchObject({ success: false, errorCode: 404, data: null });
      }
    }

    // forms.data manages imports: every import, but not the evaluation's jobs.
    const seenByImporter = await pageOf(importer);
    expect(seenByImporter.list.map((j) => j.id)).toEqual([importersJob, adminsImport]);
    expect(seenByImporter.total).toBe(2);
    expect((await jobGet(importer, importersJob)).body.data).toMatchObject({
      id: importersJob,
      kind: "forms.import",
    });
    expect((await jobGet(importer, ruleRun)).status).toBe(404);
    // evaluation.manage follows rule runs (a batch execute may join one an administrator queued), not imports.
    const runs = all.list.filter((j) => j.kind === "evaluation.ruleRun").map((j) => j.id);
    expect(runs).toContain(ruleRun);
    expect((await pageOf(evaluator)).list.map((j) => j.id)).toEqual(runs);
    expect((await jobGet(evaluator, ruleRun)).body.data).toMatchObject({ kind: "evaluation.ruleRun" });
    expect((await jobGet(evaluator, adminsImport)).status).toBe(404);

    // The starter still sees their own job once their role no longer grants the code.
    const roles = await data(get(admin, "/v3/teaRole/list"));
    const importerRole = roles.find((r: { name: string }) => r.name === "Jobs t002");
    await data(post(admin, "/v3/teaRole/remove", { id: importerRole.id }));
    expect((await pageOf(importer)).list.map((j) => j.id)).toEqual([importersJob]);
    expect((await jobGet(importer, adminsImport)).status).toBe(404);
    expect((await jobGet(importer, importersJob)).status).toBe(200);
  });
});
