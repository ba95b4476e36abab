import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeForm } from "../../../test/form-fixtures.ts";
import { bearer, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { loadConfig } from "../../platform/config.ts";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const serve = async (handler: Handler): Promise<{ server: Server; base: string; hits: string[] }> => {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? "");
    handler(req, res);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
};
const json = (res: ServerResponse, body: unknown) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};

let t: TestApp;
let student: string;
let listed: Awaited<ReturnType<typeof serve>>;
let other: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  other = await serve((_req, res) => json(res, [{ id: "x", name: "leaked" }]));
  listed = await serve((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/grades")
      return json(res, {
        code: 0,
        data: {
          list: [
            { code: "g1", label: `Grade 1 ${url.searchParams.get("stage")}` },
            { id: 2, name: "Grade 2" },
          ],
        },
      });
    if (url.pathname === "/plain") return json(res, ["Red", "Blue"]);
    if (url.pathname === "/moved") {
      res.writeHead(302, { location: "/plain" });
      return res.end();
    }
    if (url.pathname === "/away") {
      res.writeHead(302, { location: `${other.base}/steal` });
      return res.end();
    }
    if (url.pathname === "/huge")
      return json(
        res,
        Array.from({ length: 200_000 }, (_, i) => `option ${i}`),
      );
    if (url.pathname === "/slow") return void setTimeout(() => json(res, []), 8000);
    if (url.pathname === "/html") {
      res.writeHead(200, { "content-type": "text/html" });
      return res.end("<html></html>");
    }
    res.writeHead(500);
    res.end();
  });
  t = await createTestApp({ apiDictHosts: [new URL(listed.base).host] });
  student = (await signIn(t, "primary.demo", "s26010101", 1)).token;
});
afterAll(async () => {
  await t?.close();
  listed.server.closeAllConnections();
  other.server.closeAllConnections();
  listed.server.close();
  other.server.close();
});

const query = (payload: Record<string, unknown>, token = student, prefix = "app") =>
  t.call({
    method: "POST",
    url: `/api/${prefix}/eos/form/wx/queryApiDict`,
    headers: { ...bearer(token), "accept-language": "en-US" },
    payload,
  });

describe("wx/queryApiDict: options of an item with apiUrlInfos", () => {
  it("reads an allow-listed host, passes paramJson as query parameters and maps the answer to options", async () => {
    const r = await query({ url: `${listed.base}/grades`, paramJson: JSON.stringify({ stage: "primary" }) });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
    expect(r.body.data).toEqual([
      { id: "g1", name: "Grade 1 primary" },
      { id: "2", name: "Grade 2" },
    ]);
    expect(listed.hits).toContain("/grades?stage=primary");
    const plain = await query({ url: `${listed.base}/moved` }, student, "v3");
    expect(plain.body.data).toEqual([
      { id: "Red", name: "Red" },
      { id: "Blue", name: "Blue" },
    ]);
  });

  it("lets a visitor of a public form read it, and refuses callers without a token", async () => {
    const visitor = (
      await t.call({
        method: "POST",
        url: "/api/auth/visitor/token",
        payload: { schoolId: await schoolIdOf(t, "primary.demo") },
      })
    ).body.data.token;
    expect((await query({ url: `${listed.base}/plain` }, visitor)).body.data).toHaveLength(2);
    const anonymous = await t.call({
      method: "POST",
      url: "/api/app/eos/form/wx/queryApiDict",
      payload: { url: `${listed.base}/plain` },
    });
    expect(anonymous.status).toBe(401);
  });

  it("refuses hosts not on the list, other schemes, and redirects that leave the list, without calling them", async () => {
    for (const url of [`${other.base}/steal`, "file:///etc/passwd", "http://localhost/x", "not a url"]) {
      const r = await query({ url });
      expect(r.status, url).toBe(400);
      expect(r.body).toMatchObject({ success: false, errorCode: -100920 });
    }
    const r = await query({ url: `${other.base}/steal` });
    expect(r.body.errorDesc).toBe(
      `The data source ${new URL(other.base).host} is not on the allowed list; ask the administrator`,
    );
    const away = await query({ url: `${listed.base}/away` });
    expect(away.status).toBe(400);
    expect(away.body.errorCode).toBe(-100920);
    expect(other.hits).toEqual([]);
  });

  it("refuses answers too large, too slow, failing or not a list, with a clear envelope error", async () => {
    const huge = await query({ url: `${listed.base}/huge` });
    expect(huge.status).toBe(502);
    expect(huge.body).toMatchObject({ success: false, errorCode: -100920 });
    expect(huge.body.errorDesc).toContain("too large");
    const failing = await query({ url: `${listed.base}/nothing` });
    expect(failing.body.errorDesc).toContain("HTTP 500");
    const html = await query({ url: `${listed.base}/html` });
    expect(html.body.errorDesc).toBe("The data source answered something that is not a list of options");
    const slow = await query({ url: `${listed.base}/slow` });
    expect(slow.status).toBe(504);
    expect(slow.body.errorDesc).toContain("timeout");
  }, 20_000);

  it("keeps an item's apiUrlInfos through release, so the filler reads the source from the definition", async () => {
    const admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    const source = { url: `${listed.base}/plain`, paramJson: '{"grade":3}' };
    const form = await makeForm(t, admin, [{ name: "Colour", type: 16, apiUrlInfos: [source] }]);
    const fill = await t.call({
      method: "GET",
      url: `/api/app/eos/form/wx/byid?id=${form.formId}`,
      headers: bearer(student),
    });
    expect(fill.body.data.items[0].apiUrlInfos).toEqual([source]);
    const chosen = await t.call({
      method: "POST",
      url: "/api/app/eos/form/wx/add",
      headers: bearer(student),
      payload: { formId: form.formId, items: [{ itemId: form.ids.Colour, val: "Blue" }] },
    });
    expect(chosen.body, JSON.stringify(chosen.body)).toMatchObject({ success: true });
  });

  it("allows no host unless API_DICT_HOSTS names it", () => {
    expect(loadConfig({ DATA_KEY: Buffer.alloc(32).toString("base64") }).apiDictHosts).toEqual([]);
    expect(
      loadConfig({
        DATA_KEY: Buffer.alloc(32).toString("base64"),
        API_DICT_HOSTS: " Dict.Example.com, 10.0.0.5:8080 ",
      }).apiDictHosts,
    ).toEqual(["dict.example.com", "10.0.0.5:8080"]);
  });
});
