import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  admin,
  data,
  EN,
  get,
  leader,
  middleAdmin,
  myClass,
  otherClassId,
  parentOf,
  post,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { pdfHasText, unzip } from "../../../test/pdf-files.ts";

useCollectionApp();

const NAME = "阅读之星";
type Award = { id: number; studentId: number; studentName: string; studentNo: string; classId: number };
let certificateId: number;
let awards: Award[];
let otherAward: Award;

const awardsOf = async (id: number) =>
  (await data(get(admin, `/v3/ruleCertificate/acquire/page?size=200&certificateId=${id}`))).list as Award[];

/** An enabled manual certificate with a stamp, awarded by hand to these students. */
const awarded = async (name: string, studentIds: number[], stampId?: number) => {
  const termId = (await data(get(admin, "/v3/term/current"))).term.id;
  const { id } = await data(
    post(admin, "/v3/ruleCertificate/save", {
      name,
      honour: 3,
      termId,
      ruleKind: "manual",
      description: "每学期评选一次",
      ...(stampId ? { stampId } : {}),
    }),
  );
  await data(post(admin, "/v3/ruleCertificate/updateState", { id, state: 1 }));
  if (studentIds.length > 0)
    await data(
      post(admin, "/v3/ruleCertificate/award/manual", {
        certificateId: id,
        studentIds,
        reason: "坚持每日阅读",
      }),
    );
  return id;
};

beforeAll(async () => {
  const seal = await sharp({ create: { width: 64, height: 64, channels: 4, background: "#c22" } })
    .png()
    .toBuffer();
  const upload = await data(
    post(admin, "/oss/uploadBase64", { name: "seal.png", data: seal.toString("base64"), kind: "image" }),
  );
  const stamp = await data(
    post(admin, "/v3/ruleCertificate/stamp/save", { name: "校章", fileId: upload.id }),
  );
  const all = (await data(get(admin, "/v3/stu/page?size=200"))).list as { id: number; classId: number }[];
  const outsider = all.find((s) => s.classId === otherClassId) as { id: number };
  const [a, b, c] = myClass;
  certificateId = await awarded(NAME, [a.id, b.id, c.id, outsider.id], stamp.id);
  const list = await awardsOf(certificateId);
  awards = list.filter((r) => r.classId === myClass[0].classId);
  otherAward = list.find((r) => r.classId === otherClassId) as Award;
});

const pdfOf = (token: string, id: number, headers: Record<string, string> = {}) =>
  get(token, `/v3/ruleCertificate/acquire/pdf?id=${id}`, headers);

describe("printing certificates", () => {
  it("prints an award as a PDF with the Chinese text in the embedded font and the stamp", async () => {
    const award = awards.find((r) => r.studentId === myClass[0].id) as Award;
    const r = await pdfOf(leader, award.id);
    expect(r.status).toBe(200);
    expect(r.res.headers["content-type"]).toBe("application/pdf");
    const pdf = r.res.rawPayload;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.includes(Buffer.from("NotoSansSC"))).toBe(true);
    // Landscape A4, one page, the stamp placed as an image.
    expect(pdf.includes(Buffer.from("/MediaBox [0 0 841.89 595.28]"))).toBe(true);
    expect(pdf.toString("latin1").match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf.includes(Buffer.from("/Subtype /Image"))).toBe(true);
    // What it says: the certificate, the student, the school, the reason (every glyph mapped back to text).
    for (const text of [NAME, award.studentName, "Demo Primary School", "坚持每日阅读", "特授予", "荣誉证书"])
      expect(pdfHasText(pdf, text), text).toBe(true);
    expect(pdfHasText(pdf, "龘")).toBe(false);
    const disposition = String(r.res.headers["content-disposition"]);
    expect(disposition).toContain(`filename="certificate-${award.id}.pdf"`);
    expect(disposition).toContain(encodeURIComponent(award.studentName));
    // In English the wording changes, the names do not.
    const en = (await pdfOf(admin, award.id, EN)).res.rawPayload;
    expect(pdfHasText(en, "This certifies that")).toBe(true);
    expect(pdfHasText(en, award.studentName)).toBe(true);
  });

  it("lets a parent print their child's certificates only, and nobody print a revoked one", async () => {
    const [a, b] = awards;
    const parent = await parentOf(a.studentId);
    expect((await pdfOf(parent, a.id)).status).toBe(200);
    const refused = await pdfOf(parent, b.id, EN);
    expect(refused.status).toBe(403);
    expect(refused.body.errorDesc).toContain("your own");
    expect((await pdfOf(await parentOf(b.studentId), a.id)).status).toBe(403);
    // The class leader does not reach another class's award; another school does not see it at all.
    expect((await pdfOf(leader, otherAward.id)).status).toBe(403);
    expect((await pdfOf(admin, otherAward.id)).status).toBe(200);
    expect((await pdfOf(middleAdmin, a.id)).status).toBe(404);
    expect((await pdfOf(admin, 999_999_999)).status).toBe(404);
    expect(
      (await t.call({ method: "GET", url: `/api/v3/ruleCertificate/acquire/pdf?id=${a.id}` })).status,
    ).toBe(401);
    const c = awards[2];
    await data(post(admin, "/v3/ruleCertificate/award/revoke", { ids: [c.id], reason: "重复颁发" }));
    const revoked = await pdfOf(admin, c.id, EN);
    expect(revoked.status).toBe(400);
    expect(revoked.body.errorDesc).toContain("revoked");
    await data(
      post(admin, "/v3/ruleCertificate/award/manual", {
        certificateId,
        studentIds: [c.studentId],
        reason: "",
      }),
    );
  });

  it("zips a class's certificates, one PDF per award in force, for the class's teachers and staff", async () => {
    const url = `/v3/ruleCertificate/acquire/pdf/batch?certificateId=${certificateId}&classId=${myClass[0].classId}`;
    const r = await get(leader, url);
    expect(r.status).toBe(200);
    expect(r.res.headers["content-type"]).toBe("application/zip");
    expect(String(r.res.headers["content-disposition"])).toContain(
      `filename="certificates-${certificateId}-class-${myClass[0].classId}.zip"`,
    );
    const entries = await unzip(r.res.rawPayload);
    expect(entries.size).toBe(awards.length);
    for (const a of awards) {
      const name = [...entries.keys()].find((n) => n.startsWith(`${a.studentNo}-`)) as string;
      expect(name, a.studentNo).toBeDefined();
      const pdf = entries.get(name) as Buffer;
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdfHasText(pdf, a.studentName)).toBe(true);
    }
    // Without a class the leader gets their classes' holders, the administrator everyone's.
    const leaders = await unzip(
      (await get(leader, `/v3/ruleCertificate/acquire/pdf/batch?certificateId=${certificateId}`)).res
        .rawPayload,
    );
    expect(leaders.size).toBe(awards.length);
    const everyone = await get(admin, `/v3/ruleCertificate/acquire/pdf/batch?certificateId=${certificateId}`);
    expect((await unzip(everyone.res.rawPayload)).size).toBe(awards.length + 1);

    const parent = await parentOf(awards[0].studentId);
    expect((await get(parent, url)).status).toBe(403);
    const other = `/v3/ruleCertificate/acquire/pdf/batch?certificateId=${certificateId}&classId=${otherClassId}`;
    expect((await get(leader, other)).status).toBe(403);
    expect((await get(middleAdmin, url)).status).toBe(404);
    // A certificate nobody holds prints nothing, and says so.
    const unheld = await awarded("无人获得", []);
    const empty = await get(admin, `/v3/ruleCertificate/acquire/pdf/batch?certificateId=${unheld}`, EN);
    expect(empty.status).toBe(400);
    expect(empty.body.errorDesc).toContain("nobody in the chosen scope holds");
  });
});

describe("deleting certificates in a batch", () => {
  it("refuses held ones unless told to revoke their awards, and changes nothing when it refuses", async () => {
    const termId = (await data(get(admin, "/v3/term/current"))).term.id;
    const draft = await data(
      post(admin, "/v3/ruleCertificate/save", { name: "草稿", termId, honour: 1, ruleKind: "manual" }),
    );
    const held = await awarded("Kindness", [myClass[0].id, myClass[1].id]);
    const ids = [draft.id, held];
    const refused = await post(admin, "/v3/ruleCertificate/batchDelete", { ids }, EN);
    expect(refused.status).toBe(400);
    expect(refused.body.errorDesc).toContain('"Kindness"');
    expect(refused.body.errorDesc).toContain("revokeAwards");
    expect(refused.body.errorDesc).toContain("nothing was deleted");
    const zh = await post(admin, "/v3/ruleCertificate/batchDelete", { ids });
    expect(zh.body.errorDesc).toContain("同时撤销颁发记录");
    expect((await get(admin, `/v3/ruleCertificate/detail?id=${draft.id}`)).status).toBe(200);
    expect(await awardsOf(held)).toHaveLength(2);
    // An id of another school (or none) refuses them all too.
    expect(
      (await post(admin, "/v3/ruleCertificate/batchDelete", { ids: [draft.id, 999_999_999] })).status,
    ).toBe(404);
    expect((await post(middleAdmin, "/v3/ruleCertificate/batchDelete", { ids: [draft.id] })).status).toBe(
      404,
    );
    expect((await post(leader, "/v3/ruleCertificate/batchDelete", { ids: [draft.id] })).status).toBe(403);
    expect((await get(admin, `/v3/ruleCertificate/detail?id=${draft.id}`)).status).toBe(200);

    const done = await data(post(admin, "/v3/ruleCertificate/batchDelete", { ids, revokeAwards: true }));
    expect(done).toEqual({ count: 2, revoked: 2 });
    for (const id of ids) expect((await get(admin, `/v3/ruleCertificate/detail?id=${id}`)).status).toBe(404);
    expect(await awardsOf(held)).toHaveLength(0);
    expect(
      (await data(get(admin, `/v3/ruleCertificate/acquire/page?size=200&status=all`))).list,
    ).not.toContainEqual(expect.objectContaining({ certificateId: held }));
  });
});
