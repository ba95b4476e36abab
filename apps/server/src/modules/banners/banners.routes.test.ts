import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { runInScope, schoolsScope } from "../../platform/db/tenant-context.ts";
import { activeBanners, recommendedTeachers } from "./index.ts";

const now = () => new Date("2027-01-25T02:00:00Z");

describe("banners and recommended teachers (/api/v3/top, /api/v3/image, /api/v3/topTea)", () => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let otherAdmin: string;
  let sid: number;
  let image: number;
  let teacherId: number;
  beforeAll(async () => {
    t = await createTestApp({}, now);
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    const signedTeacher = await signIn(t, "primary.demo", "t001", 0);
    teacher = signedTeacher.token;
    teacherId = signedTeacher.user.id as number;
    otherAdmin = (await signIn(t, "middle.demo", "admin", 0)).token;
    sid = await schoolIdOf(t, "primary.demo");
    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: "#36c" } })
      .png()
      .toBuffer();
    image = (
      await post("/api/oss/uploadBase64", { name: "banner.png", data: png.toString("base64"), kind: "image" })
    ).body.data.id;
    // The demo seeds recommended teachers: this test orders its own list from empty.
    for (const p of (await get("/api/v3/topTea/list")).body.data)
      await post("/api/v3/topTea/delete", { id: p.id });
  }, 240_000);
  afterAll(() => t?.close());

  const get = (url: string, token = admin) => t.call({ method: "GET", url, headers: bearer(token) });
  const post = (url: string, payload: object, token = admin) =>
    t.call({ method: "POST", url, headers: bearer(token), payload });
  const titles = async (url: string, token = admin) =>
    (await get(url, token)).body.data.map((b: { title: string }) => b.title);

  let ids: number[] = [];
  it("lets an administrator save banners; a teacher is refused; a bad link or period changes nothing", async () => {
    const open = { title: "开学典礼", fileId: image, link: "/m/calendar" };
    expect((await post("/api/v3/top/save", open, teacher)).status).toBe(403);
    expect((await post("/api/v3/top/save", { ...open, link: "javascript:alert(1)" })).status).toBe(400);
    expect((await post("/api/v3/top/save", { ...open, from: "2027-02-01", to: "2027-01-01" })).status).toBe(
      400,
    );
    expect((await post("/api/v3/top/save", { ...open, fileId: 999999 })).status).toBe(400);
    expect(await titles("/api/v3/top/list")).toEqual([]);
    ids = [
      (await post("/api/v3/top/save", open)).body.data.id,
      (
        await post("/api/v3/top/save", {
          title: "寒假安全",
          fileId: image,
          from: "2027-01-20",
          to: "2027-02-20",
        })
      ).body.data.id,
      (await post("/api/v3/top/save", { title: "已过期", fileId: image, to: "2027-01-01" })).body.data.id,
      (await post("/api/v3/top/save", { title: "已停用", fileId: image, enabled: false })).body.data.id,
    ];
    expect(await titles("/api/v3/top/list")).toEqual(["开学典礼", "寒假安全", "已过期", "已停用"]);
    expect((await get("/api/v3/top/list", teacher)).status).toBe(403);
  });

  it("shows everyone the enabled banners of today, in order, with images they may read", async () => {
    expect(await titles("/api/v3/top/active", teacher)).toEqual(["开学典礼", "寒假安全"]);
    const images = (await get("/api/v3/image/list", teacher)).body.data;
    expect(images[0]).toMatchObject({ fileId: image, url: `/api/oss/file/${image}`, link: "/m/calendar" });
    const file = await t.app.inject({
      method: "GET",
      url: `/api/oss/file/${image}`,
      headers: bearer(teacher),
    });
    expect(file.statusCode).toBe(200);
    expect(
      (await runInScope(schoolsScope([sid], null), () => activeBanners(t.appDatabase.db, sid, now()))).map(
        (b) => b.title,
      ),
    ).toEqual(["开学典礼", "寒假安全"]);
  });

  it("orders banners by the full list only, and never another school's", async () => {
    expect((await post("/api/v3/top/sort", { ids: [ids[1], ids[0]] })).status).toBe(400);
    expect((await post("/api/v3/top/sort", { ids: [...ids].reverse() }, teacher)).status).toBe(403);
    expect((await post("/api/v3/top/sort", { ids: [ids[1], ids[0], ids[3], ids[2]] })).body.success).toBe(
      true,
    );
    expect(await titles("/api/v3/top/active", teacher)).toEqual(["寒假安全", "开学典礼"]);
    expect((await post("/api/v3/top/delete", { id: ids[0] }, otherAdmin)).status).toBe(404);
    expect(await titles("/api/v3/top/list", otherAdmin)).toEqual([]);
    expect((await post("/api/v3/top/delete", { id: ids[2] }, teacher)).status).toBe(403);
    expect((await post("/api/v3/top/delete", { id: ids[2] })).body.success).toBe(true);
    expect(await titles("/api/v3/top/list")).toHaveLength(3);
  });

  it("keeps recommended teachers: a teacher of the school only, in order, shown to everyone", async () => {
    const pick = { teacherId, photoFileId: image, words: "二十年如一日" };
    expect((await post("/api/v3/topTea/save", pick, teacher)).status).toBe(403);
    expect((await post("/api/v3/topTea/save", { ...pick, teacherId: 99999999 })).status).toBe(400);
    const first = (await post("/api/v3/topTea/save", pick)).body.data.id;
    const second = (await post("/api/v3/topTea/save", { teacherId, photoFileId: null, words: "耐心细致" }))
      .body.data.id;
    const listed = (await get("/api/v3/topTea/list", teacher)).body.data;
    expect(listed.map((p: { words: string }) => p.words)).toEqual(["二十年如一日", "耐心细致"]);
    expect(listed[0]).toMatchObject({ teacherId, photoUrl: `/api/oss/file/${image}` });
    expect(listed[0].teacherName).not.toBe("");
    expect((await post("/api/v3/topTea/sort", { ids: [second, first] })).body.success).toBe(true);
    expect(
      (await runInScope(schoolsScope([sid], null), () => recommendedTeachers(t.appDatabase.db, sid))).map(
        (p) => p.id,
      ),
    ).toEqual([second, first]);
    expect((await post("/api/v3/topTea/delete", { id: first }, otherAdmin)).status).toBe(404);
    expect((await post("/api/v3/topTea/delete", { id: first })).body.success).toBe(true);
    const theirs = (await get("/api/v3/topTea/list", otherAdmin)).body.data.map((p: { id: number }) => p.id);
    expect(theirs).not.toContain(second);
  });
});
