import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWith, strong } from "../../../test/accounts.ts";
import { makeForm, submit } from "../../../test/form-fixtures.ts";
import { bearer, PHONE, sha256, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { buildZip, multipart } from "../../../test/zip-builder.ts";

const SETUP_CODE = "setup-2b8e61f0c94a7d35";

type Ref = { id: number; name: string; url: string };

const png = (seed: number) =>
  sharp({ create: { width: 30, height: 20, channels: 3, background: { r: seed % 256, g: 90, b: 30 } } })
    .png()
    .toBuffer();

/**
 * Issue 16 item 2: a file is read by whoever may read the record that holds it (and by its uploader until it is
 * attached), not by everyone of the school; item 13: a body names only files its caller may use.
 */
describe("files: who may read a file", () => {
  let t: TestApp;
  let admin: string;
  let leader: string;
  let studentA: string;
  let studentB: string;
  let parentA: string;
  let middleAdmin: string;
  let form: Awaited<ReturnType<typeof makeForm>>;
  let photo: Ref;
  let report: Ref;
  let formValId: number;

  const get = (token: string, url: string) => t.call({ method: "GET", url, headers: bearer(token) });
  const post = (token: string, url: string, payload: object) =>
    t.call({ method: "POST", url, headers: bearer(token), payload });
  const upload = async (token: string, name: string, data: Buffer | string): Promise<Ref> => {
    const body = multipart([{ name: "file", filename: name, data }]);
    const r = await t.call({
      method: "POST",
      url: "/api/oss/upload",
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    return r.body.data;
  };
  const fileVal = (...refs: Ref[]) =>
    JSON.stringify(refs.map((r) => ({ id: r.id, name: r.name, url: r.url })));
  /** The three ways to read a file's bytes or a link to them. */
  const reads = async (token: string, id: number) => [
    (await get(token, `/api/oss/file/${id}`)).status,
    (await get(token, `/api/oss/get?id=${id}`)).status,
    (await get(token, `/api/oss/snapshot?id=${id}`)).status,
  ];

  beforeAll(async () => {
    t = await createTestApp({
      setupCode: SETUP_CODE,
      dataDir: mkdtempSync(join(tmpdir(), "eos-file-access-")),
    });
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    leader = (await signIn(t, "primary.demo", "t001", 0)).token;
    middleAdmin = (await signIn(t, "middle.demo", "admin", 0)).token;
    const myClass = (await get(leader, "/api/v3/stu/page?size=200")).body.data.list as {
      id: number;
      account: string;
    }[];
    studentA = (await signIn(t, "primary.demo", myClass[0].account, 1)).token;
    studentB = (await signIn(t, "primary.demo", myClass[1].account, 1)).token;
    const parents = (await get(admin, `/api/v3/par/ofStudent?studentId=${myClass[0].id}`)).body.data;
    parentA = (await signIn(t, "primary.demo", parents[0].phone, 2, PHONE)).token;
    form = await makeForm(t, admin, [
      { name: "Photo", type: 6 },
      { name: "Report", type: 31 },
    ]);
    photo = await upload(studentA, "me.png", await png(1));
    report = await upload(studentA, "report.txt", "my private report");
    const r = await submit(t, studentA, {
      formId: form.formId,
      items: [
        { itemId: form.ids.Photo, val: fileVal(photo) },
        { itemId: form.ids.Report, val: fileVal(report) },
      ],
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    formValId = r.body.data.formValId;
  });
  afterAll(() => t.close());

  it("another student of the school gets 404 for a student's submitted files: bytes, signed link, snapshot", async () => {
    expect(await reads(studentB, photo.id)).toEqual([404, 404, 404]);
    expect((await get(studentB, `/api/oss/file/${report.id}`)).status).toBe(404);
    expect((await get(studentB, `/api/oss/get?id=${report.id}`)).status).toBe(404);
    const dedupe = await get(studentB, `/api/oss/isExist?sha256=${"0".repeat(64)}`);
    expect(dedupe.body.data.exists).toBe(false);
  });

  it("the filler, their parent, their class leader and the administrator read them", async () => {
    for (const token of [studentA, parentA, leader, admin]) {
      expect(await reads(token, photo.id)).toEqual([200, 200, 200]);
      expect((await get(token, `/api/oss/file/${report.id}`)).status).toBe(200);
    }
    const link = (await get(parentA, `/api/oss/get?id=${photo.id}`)).body.data.url as string;
    expect((await t.call({ method: "GET", url: link })).status).toBe(200);
  });

  it("refuses another student's file in one's own submission (-100910), and keeps nothing", async () => {
    const count = async () =>
      (
        (
          await t.database.db.execute(
            sql`select count(*)::int n from form_value where form_id = ${form.formId}`,
          )
        ).rows[0] as { n: number }
      ).n;
    const before = await count();
    const r = await submit(t, studentB, {
      formId: form.formId,
      items: [{ itemId: form.ids.Report, val: fileVal(report) }],
    });
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe(-100910);
    expect(await count()).toBe(before);
    expect((await get(studentB, `/api/oss/file/${report.id}`)).status).toBe(404);
  });

  it("keeps a value's files when its filler or staff edit it", async () => {
    const items = [
      { itemId: form.ids.Photo, val: fileVal(photo) },
      { itemId: form.ids.Report, val: fileVal(report) },
    ];
    const own = await submit(t, studentA, { formId: form.formId, formValId, items });
    expect(own.body.success, JSON.stringify(own.body)).toBe(true);
    const staff = await submit(t, admin, { formId: form.formId, formValId, items });
    expect(staff.body.success, JSON.stringify(staff.body)).toBe(true);
    expect((await get(studentA, `/api/oss/file/${report.id}`)).status).toBe(200);
  });

  it("opens an attached archive's unpacked entries to the archive's readers only", async () => {
    const zip = await upload(studentA, "work.zip", buildZip([{ name: "essay.txt", data: "my essay" }]));
    const r = await submit(t, studentA, {
      formId: form.formId,
      items: [{ itemId: form.ids.Report, val: fileVal(zip) }],
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    expect((await post(studentB, "/api/oss/depress", { id: zip.id })).status).toBe(404);
    expect((await post(admin, "/api/oss/depress", { id: zip.id })).status).toBe(200);
    let state = "";
    for (let i = 0; i < 200 && state !== "done"; i++) {
      state = (await get(admin, `/api/oss/depressState?id=${zip.id}`)).body.data?.state;
      if (state !== "done") await new Promise((done) => setTimeout(done, 50));
    }
    expect(state).toBe("done");
    expect((await get(studentB, `/api/oss/getDirectory?id=${zip.id}`)).status).toBe(404);
    const [entry] = (await get(studentA, `/api/oss/getDirectory?id=${zip.id}`)).body.data;
    expect(entry.path).toBe("essay.txt");
    expect((await get(studentA, entry.file.url)).status).toBe(200);
    expect((await get(parentA, entry.file.url)).status).toBe(200);
    expect((await get(studentB, entry.file.url)).status).toBe(404);
  });

  it("lets an uploader read their own upload until it is attached, and nobody else", async () => {
    const loose = await upload(studentB, "draft.txt", "not handed in yet");
    expect((await get(studentB, `/api/oss/file/${loose.id}`)).status).toBe(200);
    expect((await get(studentB, `/api/oss/get?id=${loose.id}`)).status).toBe(200);
    expect((await get(studentA, `/api/oss/file/${loose.id}`)).status).toBe(404);
    expect((await get(admin, `/api/oss/file/${loose.id}`)).status).toBe(404);
  });

  it("keeps a school's logo readable on the public logo address and by the people of its file's site", async () => {
    const init = await t.call({
      method: "POST",
      url: "/api/center/permissions/setInitAdmin",
      payload: {
        setupCode: SETUP_CODE,
        siteName: "EOS Platform",
        domain: "platform.test",
        name: "Platform Admin",
        account: "root01",
        pwd: sha256(strong("platform")),
      },
    });
    expect(init.body.success, JSON.stringify(init.body)).toBe(true);
    const platform = (await signInWith(t, "platform.test", "root01", 0, strong("platform"))).data.token;
    const school = (await get(admin, "/api/auth/getschool/byDomain?domain=primary.demo")).body.data.id;
    const logo = await upload(platform, "logo.png", await png(7));
    const set = await post(platform, "/api/v3/school/update", { id: school, logoFileId: logo.id });
    expect(set.body.success, JSON.stringify(set.body)).toBe(true);
    expect((await t.call({ method: "GET", url: set.body.data.logo })).status).toBe(200);
    expect((await get(platform, `/api/oss/file/${logo.id}`)).status).toBe(200);
  });

  it("refuses a scene cover of another school or another person's loose upload, and stores nothing", async () => {
    const foreign = await upload(middleAdmin, "cover.png", await png(9));
    const loose = await upload(studentB, "mine.png", await png(11));
    const name = `Covered ${Math.random()}`;
    for (const coverFileId of [foreign.id, loose.id]) {
      const r = await post(admin, "/api/v3/saveScene", { name, coverFileId });
      expect(r.status).toBe(400);
      expect(r.body.errorCode).toBe(-1);
    }
    const stored = await t.database.db.execute(sql`select count(*)::int n from scene where name = ${name}`);
    expect((stored.rows[0] as { n: number }).n).toBe(0);
    const own = await upload(admin, "own.png", await png(13));
    const saved = await post(admin, "/api/v3/saveScene", { name, coverFileId: own.id });
    expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
    const stamp = await post(admin, "/api/v3/ruleCertificate/stamp/save", { name: "Seal", fileId: loose.id });
    expect(stamp.status).toBe(400);
  });
});
