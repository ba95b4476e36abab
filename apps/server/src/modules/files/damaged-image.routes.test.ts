import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { admin, data, EN, get, myClass, post, t, useCollectionApp } from "../../../test/collection-world.ts";
import { bearer } from "../../../test/sign-in.ts";
import { multipart } from "../../../test/zip-builder.ts";

const dataDir = mkdtempSync(join(tmpdir(), "eos-damaged-image-"));
useCollectionApp({ dataDir });

/** A PNG cut in half: its signature and header are right (sniffing and metadata pass), its pixels are not. */
const damagedPng = async () => {
  const whole = await sharp({ create: { width: 64, height: 64, channels: 4, background: "#c22" } })
    .png()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
};
const goodPng = () =>
  sharp({ create: { width: 64, height: 64, channels: 4, background: "#2a2" } })
    .png()
    .toBuffer();

const fileCount = async () =>
  ((await t.database.db.execute(sql`select count(*)::int n from file_object`)).rows[0] as { n: number }).n;

const uploadMultipart = (data: Buffer, kind: string | undefined, headers: Record<string, string>) => {
  const body = multipart([
    ...(kind ? [{ name: "kind", data: kind }] : []),
    { name: "file", filename: "photo.png", type: "image/png", data },
  ]);
  return t.call({
    method: "POST",
    url: "/api/oss/upload",
    headers: { ...bearer(admin, headers), ...body.headers },
    payload: body.payload,
  });
};

describe("files: an image that does not decode", () => {
  it("is refused on upload, multipart or base64, with a message in both languages, and nothing is kept", async () => {
    const bad = await damagedPng();
    const before = await fileCount();
    for (const kind of ["image", "attachment", undefined]) {
      const r = await uploadMultipart(bad, kind, EN);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body).toMatchObject({ success: false, errorCode: -1, data: null });
      expect(r.body.errorDesc).toContain("damaged");
    }
    const zh = await uploadMultipart(bad, "image", { "accept-language": "zh-CN" });
    expect(zh.body.errorDesc).toContain("损坏");
    const base64 = await post(
      admin,
      "/oss/uploadBase64",
      { name: "sign.png", data: bad.toString("base64"), kind: "image" },
      EN,
    );
    expect(base64.status).toBe(400);
    expect(base64.body.errorCode).toBe(-1);
    expect(await fileCount()).toBe(before);
    const good = await uploadMultipart(await goodPng(), "image", EN);
    expect(good.status).toBe(200);
  });

  it("already stored (older data) does not break printing: the certificate prints without it", async () => {
    const upload = async (name: string) =>
      data(
        post(admin, "/oss/uploadBase64", {
          name,
          data: (await goodPng()).toString("base64"),
          kind: "image",
        }),
      );
    const image = await upload("emblem.png");
    const seal = await upload("seal.png");
    const stamp = await data(
      post(admin, "/v3/ruleCertificate/stamp/save", { name: "Seal", fileId: seal.id }),
    );
    const termId = (await data(get(admin, "/v3/term/current"))).term.id;
    const { id } = await data(
      post(admin, "/v3/ruleCertificate/save", {
        name: "Damaged emblem",
        honour: 3,
        termId,
        ruleKind: "manual",
        imageFileId: image.id,
        stampId: stamp.id,
      }),
    );
    await data(post(admin, "/v3/ruleCertificate/updateState", { id, state: 1 }));
    await data(
      post(admin, "/v3/ruleCertificate/award/manual", { certificateId: id, studentIds: [myClass[0].id] }),
    );
    // Bytes stored before uploads were decoded: written straight into storage, as no route can now.
    const keys = await t.database.db.execute(
      sql`select storage_key from file_object where id in (${image.id}, ${seal.id})`,
    );
    const bad = await damagedPng();
    for (const row of keys.rows as { storage_key: string }[])
      writeFileSync(join(dataDir, "files", row.storage_key), bad);
    const [award] = (await data(get(admin, `/v3/ruleCertificate/acquire/page?size=10&certificateId=${id}`)))
      .list;
    const pdf = await get(admin, `/v3/ruleCertificate/acquire/pdf?id=${award.id}`);
    expect(pdf.status).toBe(200);
    expect(pdf.res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const zip = await get(admin, `/v3/ruleCertificate/acquire/pdf/batch?certificateId=${id}`);
    expect(zip.status).toBe(200);
    expect(zip.res.rawPayload.subarray(0, 2).toString("latin1")).toBe("PK");
  });
});

beforeAll(() => {
  expect(myClass.length).toBeGreaterThan(0);
});
