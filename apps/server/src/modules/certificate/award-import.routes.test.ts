import { beforeAll, describe, expect, it } from "vitest";
import {
  admin,
  data,
  EN,
  get,
  leader,
  myClass,
  post,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { multipart, sheetTexts, xlsxOf } from "../../../test/multipart.ts";
import { bearer } from "../../../test/sign-in.ts";

useCollectionApp();

type Row = { id: number; name: string; studentNo: string };
type Problem = { row: number; column: string; code: string; message: string };
let students: Row[];
let termId: number;
const ids: Record<string, number> = {};

const upload = async (file: Buffer, dryRun: boolean, token = admin, lang = "zh-CN") => {
  const { payload, headers } = multipart(file, {}, "awards.xlsx");
  return t.call({
    method: "POST",
    url: `/api/v3/ruleCertificate/award/import?dryRun=${dryRun}`,
    headers: { ...bearer(token), ...headers, "accept-language": lang },
    payload,
  });
};
const held = async () =>
  (await data(get(admin, `/v3/ruleCertificate/acquire/page?size=200&termId=${termId}`))).list as {
    certificateId: number;
    studentId: number;
    reason: string;
    source: number;
  }[];

const certificate = async (name: string, state: number) => {
  const { id } = await data(
    post(admin, "/v3/ruleCertificate/save", { name, termId, honour: 2, ruleKind: "manual" }),
  );
  if (state !== 0) await data(post(admin, "/v3/ruleCertificate/updateState", { id, state }));
  return id;
};

beforeAll(async () => {
  termId = (await data(get(admin, "/v3/term/current"))).term.id;
  const all = (await data(get(leader, "/v3/stu/page?size=200"))).list as Row[];
  students = myClass.map((s) => all.find((x) => x.id === s.id) as Row);
  ids.helper = await certificate("劳动之星", 1);
  ids.reader = await certificate("阅读之星", 1);
  ids.draft = await certificate("草稿证书", 0);
  await data(
    post(admin, "/v3/ruleCertificate/award/manual", {
      certificateId: ids.reader,
      studentIds: [students[0].id],
      reason: "",
    }),
  );
});

describe("importing awards from .xlsx", () => {
  it("checks every row first: a dry run lists each problem and writes nothing, nor does a failing import", async () => {
    const [a, b, c] = students;
    const file = await xlsxOf([
      ["学号", "姓名", "证书", "颁发说明"],
      [a.studentNo, a.name, "劳动之星", "值日认真"],
      ["NO-SUCH-1", "", "劳动之星", ""],
      [b.studentNo, b.name, "没有这个证书", ""],
      [a.studentNo, "", "阅读之星", ""],
      [c.studentNo, "别人", "劳动之星", ""],
      [b.studentNo, "", "草稿证书", ""],
      [a.studentNo, "", "劳动之星", "again"],
      [b.studentNo, "", "", ""],
    ]);
    const before = await held();
    const dry = await upload(file, true, admin, "en-US");
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({ ok: false, dryRun: true, termId, rows: 8 });
    const problems = dry.body.data.problems as Problem[];
    expect(problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [3, "studentNo", "unknownStudent"],
      [4, "certificate", "unknownCertificate"],
      [5, "certificate", "alreadyAwarded"],
      [6, "studentName", "nameMismatch"],
      [7, "certificate", "certificateNotEnabled"],
      [8, "studentNo", "duplicateAward"],
      [9, "certificate", "required"],
    ]);
    expect(problems[0].message).toBe("no student has the number NO-SUCH-1");
    expect(problems[2].message).toBe('the student already holds "阅读之星"');
    expect(problems[3].message).toContain(c.name);
    expect(problems[5].message).toContain("repeats row 2");
    expect(problems[6].message).toBe("Certificate cannot be empty");
    expect(await held()).toEqual(before);

    const zh = (await upload(file, false)).body.data;
    expect(zh).toMatchObject({ ok: false, dryRun: false, awards: 5 });
    expect((zh.problems as Problem[])[0].message).toBe("没有学号为 NO-SUCH-1 的在校学生");
    expect(await held()).toEqual(before);
  });

  it("applies a clean file: exactly its rows, each with its note, revoked awards given again", async () => {
    const [a, b, c] = students;
    // a's 阅读之星 (given in beforeAll) is revoked: the import gives it again.
    const page = await data(
      get(admin, `/v3/ruleCertificate/acquire/page?size=200&certificateId=${ids.reader}`),
    );
    expect(page.list.map((r: { studentId: number }) => r.studentId)).toEqual([a.id]);
    await data(post(admin, "/v3/ruleCertificate/award/revoke", { ids: [page.list[0].id], reason: "录错了" }));
    const before = await held();
    const file = await xlsxOf([
      ["Student No.", "Certificate", "Note"],
      [a.studentNo, "劳动之星", "Tidied the classroom"],
      [b.studentNo, "劳动之星", ""],
      [c.studentNo, "阅读之星", "Read 40 books"],
      [a.studentNo, "阅读之星", "Counted again"],
    ]);
    const dry = (await upload(file, true)).body.data;
    expect(dry).toMatchObject({ ok: true, dryRun: true, rows: 4, awards: 4, problems: [] });
    expect(await held()).toEqual(before);

    const done = (await upload(file, false)).body.data;
    expect(done).toMatchObject({ ok: true, dryRun: false, rows: 4, awards: 4 });
    const after = await held();
    expect(after.length).toBe(before.length + 4);
    const pairs = after
      .filter((r) => !before.some((x) => x.certificateId === r.certificateId && x.studentId === r.studentId))
      .map((r) => [r.certificateId, r.studentId, r.reason, r.source])
      .sort();
    expect(pairs).toEqual(
      [
        [ids.helper, a.id, "Tidied the classroom", 2],
        [ids.helper, b.id, "", 2],
        [ids.reader, c.id, "Read 40 books", 2],
        [ids.reader, a.id, "Counted again", 2],
      ].sort(),
    );
    // The same file again: every row is already awarded, and nothing changes.
    const again = (await upload(file, false)).body.data;
    expect(again.ok).toBe(false);
    expect(again.problems.map((p: Problem) => p.code)).toEqual(Array(4).fill("alreadyAwarded"));
    expect((await held()).length).toBe(after.length);
  });

  it("gives a template that imports as it is, for managers only; a bad file is answered, not thrown", async () => {
    const r = await t.call({
      method: "GET",
      url: `/api/v3/ruleCertificate/award/importTemplate?termId=${termId}`,
      headers: { ...bearer(admin), ...EN },
    });
    expect(r.status).toBe(200);
    const rows = await sheetTexts(r.res.rawPayload);
    expect(rows[0]).toEqual(["Student No.", "Name", "Certificate", "Note"]);
    expect(rows[1][0]).toBeTruthy();
    expect(rows[1][2]).toBeTruthy();
    const dry = (await upload(r.res.rawPayload, true)).body.data;
    expect(dry.problems.filter((p: Problem) => p.code !== "alreadyAwarded")).toEqual([]);
    expect(dry.rows).toBe(1);

    expect((await upload(r.res.rawPayload, true, leader)).status).toBe(403);
    expect(
      (
        await t.call({
          method: "GET",
          url: "/api/v3/ruleCertificate/award/importTemplate",
          headers: bearer(leader),
        })
      ).status,
    ).toBe(403);
    const junk = (await upload(Buffer.from("not a spreadsheet"), true)).body.data;
    expect(junk).toMatchObject({ ok: false, rows: 0 });
    expect(junk.problems[0].code).toBe("unreadable");
    const noColumn = (await upload(await xlsxOf([["姓名"], ["张三"]]), true)).body.data;
    expect(noColumn.problems.map((p: Problem) => p.code)).toEqual(["missingColumn", "missingColumn"]);
  });
});
