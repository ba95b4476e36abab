import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import {
  admin,
  data,
  EN,
  get,
  leader,
  middleAdmin,
  post,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";

vi.setConfig({ hookTimeout: 240_000 });
useCollectionApp();

const png = async () =>
  (
    await sharp({ create: { width: 32, height: 32, channels: 3, background: "#c33" } })
      .png()
      .toBuffer()
  ).toString("base64");
const upload = async (token: string, name: string, b64: string, kind: string) =>
  (await data(post(token, "/oss/uploadBase64", { name, data: b64, kind }))).id as number;
const app = (icon: string) => ({
  name: `Icon app ${Math.random()}`,
  category: "Icons",
  icon,
  kind: "builtin",
  target: "/admin/forms",
  roles: ["admin", "teacher", "student", "parent"],
});
type Row = { id: number; icon: string };
const rows = async () => (await data(get(admin, "/v3/center/app/page?size=200"))).list as Row[];

describe("app icons uploaded through the files module", () => {
  it("stores an uploaded image of the school on the app; the grid lists it and a teacher may read it", async () => {
    const image = await upload(admin, "icon.png", await png(), "image");
    const { id } = await data(post(admin, "/v3/center/app/save", app(`file:${image}`)));
    expect((await rows()).find((r) => r.id === id)?.icon).toBe(`file:${image}`);
    const groups = (await data(get(leader, "/center/api/appList"))) as { apps: Row[] }[];
    expect(groups.flatMap((g) => g.apps).find((a) => a.id === id)?.icon).toBe(`file:${image}`);
    // The teacher did not upload it: only the app's reference lets them read it.
    expect((await get(leader, `/oss/file/${image}`)).status).toBe(200);
  });

  it("refuses another school's image, a file that is not an image and a malformed reference; nothing changes", async () => {
    const before = await rows();
    const theirs = await upload(middleAdmin, "theirs.png", await png(), "image");
    const text = await upload(
      admin,
      "notes.txt",
      Buffer.from("not an image").toString("base64"),
      "attachment",
    );
    for (const icon of [`file:${theirs}`, `file:${text}`, "file:abc", "file:999999999"]) {
      const r = await post(admin, "/v3/center/app/save", app(icon), EN);
      expect(r.status, icon).toBe(400);
      expect(r.body).toMatchObject({
        success: false,
        errorDesc: "the icon must be an image uploaded to this school",
      });
    }
    const edited = before[0];
    const refused = await post(admin, "/v3/center/app/save", {
      ...app(`file:${theirs}`),
      id: edited.id,
    });
    expect(refused.status).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it("refuses an order naming an unknown app, and a teacher's order; the order stays", async () => {
    const before = (await rows()).map((r) => r.id);
    const unknown = [...before.slice(0, -1), 999999];
    const r = await post(admin, "/v3/center/app/sort", { ids: unknown }, EN);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      success: false,
      errorDesc: "the order must list every app of the school once",
    });
    expect((await post(leader, "/v3/center/app/sort", { ids: [...before].reverse() })).status).toBe(403);
    expect((await post(admin, "/v3/center/app/sort", { ids: ["x"] })).status).toBe(400);
    expect((await rows()).map((x) => x.id)).toEqual(before);
  });
});

describe("GET /sys/api/setting/getSetting before signing in", () => {
  it("answers the domain's school with its theme and sign-in ways, and no menu areas", async () => {
    await data(
      post(admin, "/sys/api/setting/saveSetting", {
        themeColor: "#0A7A55",
        languages: ["zh-CN", "en-US"],
        defaultLanguage: "zh-CN",
        loginTypes: ["password", "qr"],
      }),
    );
    const r = await t.call({ method: "GET", url: "/api/sys/api/setting/getSetting?domain=primary.demo" });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      themeColor: "#0a7a55",
      loginTypes: ["password", "qr"],
      features: [],
    });
    expect(r.body.data.name.length).toBeGreaterThan(0);
    const other = await t.call({ method: "GET", url: "/api/sys/api/setting/getSetting?domain=middle.demo" });
    expect(other.body.data.themeColor).toBe("#1677ff");
    expect(other.body.data.name).not.toBe(r.body.data.name);
  });

  it("refuses an unknown domain and a call with neither a token nor a domain", async () => {
    const unknown = await t.call({
      method: "GET",
      url: "/api/sys/api/setting/getSetting?domain=nowhere.example",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.success).toBe(false);
    const none = await t.call({ method: "GET", url: "/api/sys/api/setting/getSetting" });
    expect(none.status).toBe(401);
  });

  it("answers a signed-in caller's own school whatever domain is asked", async () => {
    const mine = await data(get(middleAdmin, "/sys/api/setting/getSetting?domain=primary.demo"));
    const theirs = await data(get(admin, "/sys/api/setting/getSetting"));
    expect(mine.schoolId).not.toBe(theirs.schoolId);
    expect(mine.features.length).toBeGreaterThan(0);
  });
});
