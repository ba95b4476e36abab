import { sql } from "drizzle-orm";
import { symbols } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn } from "./sign-in.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** Issue 16 item 8: the error log names a failed query's statement, never the values it was run with. */

const SECRET = "Zhang-San-13800138000";

describe("a request whose query fails logs the statement without its values", () => {
  let t: TestApp;
  let admin: string;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ logLevel: "error" });
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    // Every logger of the app writes to its root's stream: keep the lines instead of printing them.
    const stream = (t.app.log as unknown as Record<symbol, { write: (line: string) => void }>)[
      symbols.streamSym
    ];
    if (!stream) throw new Error("the app's log stream was not found");
    stream.write = (line: string) => {
      lines.push(line);
    };
  });
  afterAll(() => t.close());

  it("GET /api/v3/stu/page?keyword=… while its table is missing: 500, logged without the keyword", async () => {
    // The database fails the route's query the way a broken migration would.
    await t.database.db.execute(sql`alter table student rename to student_away`);
    try {
      const res = await t.call({
        method: "GET",
        url: `/api/v3/stu/page?keyword=${SECRET}`,
        headers: bearer(admin),
      });
      expect(res.status).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table student_away rename to student`);
    }
    const failed = lines.filter((l) => l.includes('"request failed"'));
    expect(failed.length).toBe(1);
    const logged = failed[0] as string;
    expect(logged).toMatch(/Failed query: select/);
    expect(logged).toMatch(/relation \\"student\\" does not exist/);
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toMatch(/params/);
  });
});
