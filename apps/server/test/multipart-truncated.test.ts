import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn } from "./sign-in.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** Issue 16 item 9: a multipart body cut short is bad input (400 -1) on every upload route, never a 500. */

/** Every route that reads a multipart upload. */
const MULTIPART_ROUTES = [
  "/api/oss/upload",
  "/api/v3/stu/import",
  "/api/v3/tea/import",
  "/api/v3/par/import",
  "/api/v3/ruleCertificate/award/import",
  "/api/v3/eos/form/import/upload",
  "/api/app/eos/form/import/upload",
  "/api/v3/formImport/updateExcelData",
];

const BOUNDARY = "----eos-cut-short";
const FILE_HEAD =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n` +
  "Content-Type: application/octet-stream\r\n\r\n";

/** Bodies that start well and stop before their part (or the part's headers) is closed. */
const TRUNCATED: Record<string, string> = {
  "in the file's data": `${FILE_HEAD}PK\u0003\u0004 half a file`,
  "after a field, in the file's data": `--${BOUNDARY}\r\nContent-Disposition: form-data; name="dryRun"\r\n\r\ntrue\r\n${FILE_HEAD}PK`,
  "in a part's headers": `--${BOUNDARY}\r\nContent-Disposition: form-data; name="fi`,
  "in a field's value": `--${BOUNDARY}\r\nContent-Disposition: form-data; name="formId"\r\n\r\n12`,
};

describe("POST multipart routes answer a truncated body with 400 -1", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
  });
  afterAll(() => t.close());

  it("lists the multipart routes the app has", () => {
    const posts = new Set(t.app.routeCatalog.filter((r) => r.method === "POST").map((r) => r.url));
    expect(MULTIPART_ROUTES.filter((url) => !posts.has(url))).toEqual([]);
  });

  it("refuses each kind of cut-short body on every multipart route", async () => {
    const cases = MULTIPART_ROUTES.flatMap((url) =>
      Object.entries(TRUNCATED).map(([cut, body]) => ({ url, cut, body })),
    );
    const answers = await Promise.all(
      cases.map(async ({ url, cut, body }) => {
        const res = await t.call({
          method: "POST",
          url,
          payload: Buffer.from(body),
          headers: {
            ...bearer(admin),
            "accept-language": "en-US",
            "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
          },
        });
        return `${url} ${cut}: ${res.status} ${res.body?.errorCode} ${res.body?.errorDesc}`;
      }),
    );
    expect(answers.filter((a) => !/: 400 -1 /.test(a))).toEqual([]);
    expect(answers.every((a) => a.includes("the upload was cut short"))).toBe(true);
  });

  it("refuses a multipart body whose content type names no boundary", async () => {
    const answers = await Promise.all(
      MULTIPART_ROUTES.map(async (url) => {
        const res = await t.call({
          method: "POST",
          url,
          payload: Buffer.from(TRUNCATED["in the file's data"] as string),
          headers: { ...bearer(admin), "content-type": "multipart/form-data" },
        });
        return `${url}: ${res.status} ${res.body?.errorCode}`;
      }),
    );
    expect(answers.filter((a) => !a.endsWith(": 400 -1"))).toEqual([]);
  });
});
