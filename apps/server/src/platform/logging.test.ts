import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "./logging.ts";

/** The app's request logging (loggerOptions) with its lines captured instead of written to stdout. */
const capturingApp = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions("info") as Record<string, unknown>;
  const app = Fastify({ logger: { ...options, stream } });
  app.get("/api/timetable/ical/:file", async () => "BEGIN:VCALENDAR");
  app.get("/api/oss/link/:id", async () => "bytes");
  return { app, lines };
};

describe("request logs carry no feed or link secrets (issue 19)", () => {
  it("an iCalendar feed's secret and a signed link's signature are redacted in the logged url", async () => {
    const { app, lines } = capturingApp();
    const secret = "s3cr3tF33dT0k3nAbCdEf0123456789";
    const sig = "Zm9vYmFyYmF6c2lnbmF0dXJl";
    for (const url of [
      `/api/timetable/ical/${secret}.ics`,
      `/api/timetable/ical/${secret}.ics?lang=en-US`,
      `/api/timetable/ical/${secret}`,
      `/api/oss/link/7?school=1&exp=1700000000&sig=${sig}`,
    ])
      expect((await app.inject({ method: "GET", url })).statusCode).toBe(200);
    await app.close();
    const logged = lines.join("\n");
    // The request lines were written (the test would pass vacuously otherwise).
    expect(lines.filter((l) => l.includes("incoming request")).length).toBe(4);
    expect(logged).toContain("/api/timetable/ical/***.ics");
    expect(logged).toContain("sig=***");
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain(sig);
  });
});
