import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  admin,
  area,
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
import { clearCertificates, passportOfYear } from "../../../test/demo-growth.ts";
import { evidence, fill, idsByName, tree } from "../../../test/evaluation-fixtures.ts";
import { signIn } from "../../../test/sign-in.ts";
import { readSheetRows } from "../../platform/files/xlsx.ts";

useCollectionApp();

type Award = {
  id: number;
  studentId: number;
  certificateId: number;
  score: number | null;
  band: string | null;
};
const GOOD = "良好";

/** A primary-school teacher signed in with a custom role holding just these codes. */
const teacherWith = async (login: string, codes: string[]) => {
  const teacher = await signIn(t, "primary.demo", login, 0);
  const role = await data(post(admin, "/v3/teaRole/add", { name: `${login} ${codes.join(" ")}`, codes }));
  await data(post(admin, "/v3/teaRole/assign", { teacherId: teacher.user.id, roleIds: [role.id] }));
  return teacher.token;
};

let termId: number;
let reading: number;
const page = (token: string, query = "") =>
  data(get(token, `/v3/ruleCertificate/acquire/page?size=200${query}`));
const save = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post(token, "/v3/ruleCertificate/save", { termId, honour: 3, ...body }, headers);

beforeAll(async () => {
  // The demo's certificates make way in both schools: these tests count every award they make.
  await clearCertificates(admin);
  await clearCertificates(middleAdmin);
  // Reading (max 50, bands 优秀 90%, 良好 75%, 合格 60%): a 40 (良好), b 12, c 25.
  termId = (await data(get(admin, "/v3/term/current"))).term.id;
  const model = await data(
    post(admin, "/v3/target/add", { name: `Certs ${Math.random()}`, indicators: tree }),
  );
  reading = idsByName(await data(get(admin, `/v3/target/detail?id=${model.id}`))).Reading;
  const { form, sceneId, taskId } = await evidence();
  await data(
    post(admin, "/v3/computeRule/save", {
      modelId: model.id,
      indicatorId: reading,
      name: "Minutes",
      config: { sceneId, kind: "item", itemId: String(form.ids.Minutes), scale: 1 },
    }),
  );
  const [a, b, c] = myClass;
  await fill(form, taskId, [a.id], 23, "40");
  await fill(form, taskId, [b.id], 23, "12");
  await fill(form, taskId, [c.id], 24, "25");
});

describe("certificates and their awards", () => {
  it("awards by score and level in one idempotent batch, by hand, and revokes with a reason", async () => {
    const [a, b, c] = myClass;
    const reader = await data(
      save(admin, { name: "Reader", ruleKind: "score", indicatorId: reading, minScore: 25 }),
    );
    const good = await data(
      save(admin, { name: "Good reader", ruleKind: "level", indicatorId: reading, levelName: GOOD }),
    );
    const helper = await data(save(admin, { name: "Helper", ruleKind: "manual" }));
    // Drafts are never awarded.
    expect(await data(post(admin, "/v3/ruleCertificate/award/batch", {}))).toEqual({
      termId,
      certificates: 0,
      awarded: 0,
    });
    const ids = [reader.id, good.id, helper.id];
    expect(await data(post(admin, "/v3/ruleCertificate/batchUpdateState", { ids, state: 1 }))).toEqual({
      count: 3,
    });
    expect(await data(post(admin, "/v3/ruleCertificate/award/batch", { termId }))).toEqual({
      termId,
      certificates: 2,
      awarded: 3,
    });
    // Running again awards nothing new.
    expect((await data(post(admin, "/v3/ruleCertificate/award/batch", {}))).awarded).toBe(0);
    const held = (await page(admin)).list as Award[];
    const pairs = held.map((r) => [r.certificateId, r.studentId, r.score, r.band]).sort();
    expect(pairs).toEqual(
      [
        [reader.id, a.id, 40, GOOD],
        [reader.id, c.id, 25, expect.any(String)],
        [good.id, a.id, 40, GOOD],
      ].sort(),
    );

    // By hand: an unknown student refuses the whole request; then b gets the Helper certificate.
    const bad = await post(admin, "/v3/ruleCertificate/award/manual", {
      certificateId: helper.id,
      studentIds: [b.id, 999_999_999],
    });
    expect(bad.status).toBe(400);
    expect((await page(admin, `&certificateId=${helper.id}`)).total).toBe(0);
    const manual = { certificateId: helper.id, studentIds: [b.id], reason: "Helped at the fair" };
    expect(await data(post(admin, "/v3/ruleCertificate/award/manual", manual))).toEqual({ count: 1 });
    expect(await data(post(admin, "/v3/ruleCertificate/award/manual", manual))).toEqual({ count: 0 });
    const [byHand] = (await page(admin, `&certificateId=${helper.id}`)).list;
    expect(byHand).toMatchObject({ studentId: b.id, source: 2, reason: "Helped at the fair", score: null });
    expect(byHand.awardedBy).toBeTruthy();

    // Revoke a's Reader: gone from the active list, listed as revoked with the reason; a batch does not give it back.
    const aReader = held.find((r) => r.certificateId === reader.id && r.studentId === a.id) as Award;
    expect((await post(admin, "/v3/ruleCertificate/award/revoke", { ids: [aReader.id] })).status).toBe(400);
    expect(
      (await post(admin, "/v3/ruleCertificate/award/revoke", { ids: [aReader.id, 999_999_999], reason: "x" }))
        .status,
    ).toBe(404);
    const revoke = { ids: [aReader.id], reason: "Counted twice" };
    expect(await data(post(admin, "/v3/ruleCertificate/award/revoke", revoke))).toEqual({ count: 1 });
    expect(await data(post(admin, "/v3/ruleCertificate/award/revoke", revoke))).toEqual({ count: 0 });
    expect((await data(post(admin, "/v3/ruleCertificate/award/batch", {}))).awarded).toBe(0);
    const revoked = await page(admin, "&status=revoked");
    expect(revoked.list.map((r: Award) => r.id)).toEqual([aReader.id]);
    expect(revoked.list[0]).toMatchObject({ revokeReason: "Counted twice" });
    expect((await page(admin)).total).toBe(3);

    // What a student got and the score that earned it.
    const mine = await data(
      get(admin, `/v3/ruleStuLog/listCertAcquiredScore?studentId=${a.id}&termId=${termId}`),
    );
    expect(mine.list.map((x: { name: string; score: number }) => [x.name, x.score])).toEqual([
      ["Good reader", 40],
    ]);
    expect(mine.list[0]).toMatchObject({ ruleKind: "level", levelName: GOOD, indicatorName: "Reading" });

    // A certificate held by someone cannot be deleted; a draft nobody holds can.
    const refused = await post(admin, "/v3/ruleCertificate/delete", { id: good.id }, EN);
    expect(refused.status).toBe(400);
    expect(refused.body.errorDesc).toContain("held by 1 students");
    const draft = await data(save(admin, { name: "Unused", ruleKind: "manual" }));
    await data(post(admin, "/v3/ruleCertificate/delete", { id: draft.id }));
    expect((await get(admin, `/v3/ruleCertificate/detail?id=${draft.id}`)).status).toBe(404);
    // Copied as a draft (to the same term here), keeping its rule; one state change by id.
    const copy = await data(post(admin, "/v3/ruleCertificate/copy", { id: good.id }));
    const copied = await data(get(admin, `/v3/ruleCertificate/detail?id=${copy.id}`));
    expect(copied).toMatchObject({
      name: "Good reader",
      ruleKind: "level",
      levelName: GOOD,
      state: 0,
      awarded: 0,
    });
    expect((await post(admin, "/v3/ruleCertificate/copy", { id: good.id, termId: 999_999 })).status).toBe(
      400,
    );
    expect(await data(post(admin, "/v3/ruleCertificate/updateState", { id: copy.id, state: 2 }))).toEqual({
      count: 1,
    });
    expect((await post(leader, "/v3/ruleCertificate/copy", { id: good.id })).status).toBe(403);
    await data(post(admin, "/v3/ruleCertificate/delete", { id: copy.id }));
    // A disabled certificate is not awarded by hand.
    await data(post(admin, "/v3/ruleCertificate/batchUpdateState", { ids: [helper.id], state: 2 }));
    expect(
      (await post(admin, "/v3/ruleCertificate/award/manual", { ...manual, studentIds: [a.id] })).status,
    ).toBe(400);
    await data(post(admin, "/v3/ruleCertificate/batchUpdateState", { ids: [helper.id], state: 1 }));
  });

  it("keeps each school, class and family to its own records, and counts agree with the records", async () => {
    const [a] = myClass;
    const all = await page(admin);
    expect(all.total).toBeGreaterThan(0);
    // Another school sees none of them and cannot read or change them.
    expect((await page(middleAdmin)).total).toBe(0);
    const any = all.list[0] as Award;
    expect((await get(middleAdmin, `/v3/ruleCertificate/detail?id=${any.certificateId}`)).status).toBe(404);
    expect(
      (await post(middleAdmin, "/v3/ruleCertificate/award/revoke", { ids: [any.id], reason: "x" })).status,
    ).toBe(404);
    expect(
      (
        await post(middleAdmin, "/v3/ruleCertificate/batchUpdateState", {
          ids: [any.certificateId],
          state: 2,
        })
      ).status,
    ).toBe(404);

    // A class leader sees their class only, and changes nothing.
    const mine = await page(leader);
    expect(mine.list.every((r: { classId: number }) => r.classId === myClass[0].classId)).toBe(true);
    expect((await get(leader, `/v3/ruleCertificate/acquire/page?classId=${otherClassId}`)).status).toBe(403);
    expect((await post(leader, "/v3/ruleCertificate/award/batch", {})).status).toBe(403);
    expect((await save(leader, { name: "Mine", ruleKind: "manual" })).status).toBe(403);
    // A teacher whose role holds evaluation.certificates manages them.
    const manager = await teacherWith("t008", ["evaluation.certificates"]);
    expect((await data(save(manager, { name: "Manager's", ruleKind: "manual" }))).id).toBeGreaterThan(0);

    // Summary counts agree with the records, for the school and for the class.
    const summary = await data(get(admin, `/v3/summary/certificate?termId=${termId}`));
    const active = await page(admin, `&termId=${termId}`);
    expect(summary.awarded).toBe(active.total);
    expect(summary.holders).toBe(new Set(active.list.map((r: Award) => r.studentId)).size);
    const inClass = await page(admin, `&classId=${myClass[0].classId}`);
    const row = summary.classes.find((c: { classId: number }) => c.classId === myClass[0].classId);
    expect(row).toMatchObject({ count: inClass.total, students: myClass.length });
    const byCert = Object.fromEntries(
      summary.certificates.map((c: { name: string; count: number }) => [c.name, c.count]),
    );
    expect(byCert).toMatchObject({ Reader: 1, "Good reader": 1, Helper: 1 });
    expect(summary.grades.reduce((n: number, g: { count: number }) => n + g.count, 0)).toBe(summary.awarded);
    // The leader's summary covers only their class.
    const leaders = await data(get(leader, "/v3/summary/certificate"));
    expect(leaders.classes.map((c: { classId: number }) => c.classId)).toEqual([myClass[0].classId]);
    // Area staff see each school's counts; a school administrator cannot.
    const areaRows = (await data(get(area, "/v3/summary/area/certificate"))).schools;
    expect(
      areaRows.find((s: { schoolName: string }) => s.schoolName === "Demo Primary School"),
    ).toMatchObject({
      awarded: summary.awarded,
      holders: summary.holders,
    });
    expect((await get(admin, "/v3/summary/area/certificate")).status).toBe(403);

    // A parent sees only their child's certificates.
    const parent = await parentOf(a.id);
    const child = await data(get(parent, "/app/certificate/mine"));
    expect(child.studentId).toBe(a.id);
    expect(child.list.map((x: { name: string }) => x.name)).toEqual(["Good reader"]);
    expect((await get(parent, `/app/certificate/mine?studentId=${myClass[1].id}`)).status).toBe(403);
    expect((await get(parent, "/v3/ruleCertificate/acquire/page")).status).toBe(403);
    // Without a token nothing is answered.
    for (const url of [
      "/api/v3/ruleCertificate/acquire/page",
      "/api/app/certificate/mine",
      "/api/v3/summary/certificate",
    ])
      expect((await t.call({ method: "GET", url })).status).toBe(401);
  });

  it("exports the records the list shows as .xlsx", async () => {
    const r = await t.call({
      method: "GET",
      url: "/api/v3/ruleCertificate/acquire/export?status=all",
      headers: { authorization: `Bearer ${admin}`, ...EN },
    });
    expect(r.res.headers["content-type"]).toContain("spreadsheetml");
    const rows = await readSheetRows(r.res.rawPayload);
    expect(rows[0].slice(0, 4)).toEqual(["Certificate", "Honour", "Term", "Name"]);
    expect(rows.length - 1).toBe((await page(admin, "&status=all")).total);
    expect(rows.some((x) => x.includes("Counted twice"))).toBe(true);
  });

  it("shows the certificates unit on a parent's passport: their child's only", async () => {
    const { term } = await data(get(admin, "/v3/term/current"));
    // The year's passport (the demo's) is replaced by one of two units.
    await data(
      post(admin, "/v3/passport/model/save", {
        id: await passportOfYear(admin, term.schoolYearId),
        name: "With certificates",
        schoolYearId: term.schoolYearId,
        units: [
          { key: "b", kind: "basic", title: "Basic" },
          { key: "c", kind: "certificates", title: "Certificates" },
        ],
      }),
    );
    const [a, b] = myClass;
    const parent = await parentOf(a.id);
    const passport = await data(get(parent, "/v3/passport/data"));
    const unit = passport.units.find((u: { kind: string }) => u.kind === "certificates");
    expect(unit.certificates.map((x: { name: string }) => x.name)).toEqual(["Good reader"]);
    expect(unit.certificates[0]).toMatchObject({ score: 40, band: GOOD, termName: term.name });
    const other = await data(get(admin, `/v3/passport/data?studentId=${b.id}`));
    const otherUnit = other.units.find((u: { kind: string }) => u.kind === "certificates");
    expect(otherUnit.certificates.map((x: { name: string }) => x.name)).toEqual(["Helper"]);
    expect((await get(parent, `/v3/passport/data?studentId=${b.id}`)).status).toBe(403);
    // The PDF prints the unit too.
    const pdf = await get(parent, "/v3/passport/pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.res.headers["content-type"]).toBe("application/pdf");
    expect(pdf.res.rawPayload.length).toBeGreaterThan(1000);
  });

  it("keeps stamps: upload, disable, refuse a disabled or used one", async () => {
    const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#c22" } })
      .png()
      .toBuffer();
    const upload = await data(
      post(admin, "/oss/uploadBase64", { name: "seal.png", data: image.toString("base64"), kind: "image" }),
    );
    const stamp = await data(
      post(admin, "/v3/ruleCertificate/stamp/save", { name: "School seal", fileId: upload.id }),
    );
    const withStamp = await data(
      save(admin, { name: "Stamped", ruleKind: "manual", stampId: stamp.id, imageFileId: upload.id }),
    );
    const detail = await data(get(admin, `/v3/ruleCertificate/detail?id=${withStamp.id}`));
    expect(detail).toMatchObject({
      stampName: "School seal",
      imageUrl: `/api/oss/file/${upload.id}`,
      state: 0,
    });
    const listed = await data(get(leader, "/v3/ruleCertificate/stamp/list"));
    expect(listed).toEqual([expect.objectContaining({ name: "School seal", status: 1, used: 1 })]);
    expect((await post(admin, "/v3/ruleCertificate/stamp/delete", { id: stamp.id })).status).toBe(400);
    await data(post(admin, "/v3/ruleCertificate/stamp/updateStatus", { id: stamp.id, status: 0 }));
    const refused = await save(admin, { name: "Stamped 2", ruleKind: "manual", stampId: stamp.id }, EN);
    expect(refused.body.errorDesc).toContain("disabled");
    expect(
      (await post(leader, "/v3/ruleCertificate/stamp/updateStatus", { id: stamp.id, status: 1 })).status,
    ).toBe(403);
    // Bad rules are refused before anything is written.
    const before = (await data(get(admin, "/v3/ruleCertificate/page"))).total;
    expect(
      (await save(admin, { name: "No level", ruleKind: "level", indicatorId: reading, levelName: "Z" }))
        .status,
    ).toBe(400);
    expect((await save(admin, { name: "No min", ruleKind: "score", indicatorId: reading })).status).toBe(400);
    expect((await save(admin, { name: "Bad term", ruleKind: "manual", termId: 999_999 })).status).toBe(400);
    expect((await data(get(admin, "/v3/ruleCertificate/page"))).total).toBe(before);
  });
});
