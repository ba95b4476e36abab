import ical from "node-ical";
import { beforeAll, describe, expect, it } from "vitest";
import {
  admin,
  data,
  get,
  leader,
  myClass,
  otherClassId,
  post,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { multipart, sheetTexts, xlsxOf } from "../../../test/multipart.ts";
import { bearer } from "../../../test/sign-in.ts";
import { redactUrl } from "../../platform/logging.ts";

useCollectionApp();

type Teacher = { id: number; name: string; account: string | null };
type Entry = { id: number; orgId: number; className: string; day: number; period: number; subject: string };
type Problem = { row: number; column: string; code: string; message: string };

const periods = [
  { no: 1, start: "08:00", end: "08:45" },
  { no: 2, start: "08:55", end: "09:40" },
];
let setId: number;
let t1: Teacher;
let t2: Teacher;
let mine: string;
let other: string;

const upload = async (file: Buffer, dryRun: boolean, lang = "en-US") => {
  const { payload, headers } = multipart(file, {}, "timetable.xlsx");
  return t.call({
    method: "POST",
    url: `/api/timetable/manage/api/import?setId=${setId}&dryRun=${dryRun}`,
    headers: { ...bearer(admin), ...headers, "accept-language": lang },
    payload,
  });
};
const entries = async () =>
  ((await data(get(admin, `/timetable/manage/api/getTimetableSet?id=${setId}`))).entries as Entry[]).map(
    (e) => `${e.className}|${e.day}|${e.period}|${e.subject}`,
  );

beforeAll(async () => {
  const teachers: Teacher[] = (await data(get(admin, "/v3/tea/page?size=200"))).list;
  const unique = teachers.filter((x) => teachers.filter((y) => y.name === x.name).length === 1);
  t1 = teachers.find((x) => x.account === "t001") as Teacher;
  t2 = unique.find((x) => x.id !== t1.id && x.name !== t1.name) as Teacher;
  setId = (
    await data(
      post(admin, "/timetable/manage/api/saveTimetableSet", { name: "Import", days: [1, 2, 3], periods }),
    )
  ).id;
  // The class names as the school writes them, read back from a placed lesson of each class.
  const a = await data(
    post(admin, "/timetable/manage/api/placeEntry", {
      setId,
      orgId: myClass[0].classId,
      day: 3,
      period: 2,
      subject: "体育",
    }),
  );
  const b = await data(
    post(admin, "/timetable/manage/api/placeEntry", {
      setId,
      orgId: otherClassId,
      day: 3,
      period: 2,
      subject: "体育",
    }),
  );
  mine = a.className;
  other = b.className;
});

describe("importing a timetable from .xlsx", () => {
  it("offers a template whose example row names a class, a day and a teacher of the school", async () => {
    const r = await t.call({
      method: "GET",
      url: `/api/timetable/manage/api/importTemplate?setId=${setId}`,
      headers: bearer(admin, { "accept-language": "en-US" }),
    });
    expect(r.status).toBe(200);
    const rows = await sheetTexts(r.res.rawPayload);
    expect(rows[0]).toEqual(["Class", "Day", "Period", "Subject", "Teacher", "Room"]);
    expect(rows[1][1]).toBe("Monday");
  });

  it("lists each row's problem in a dry run and writes nothing, nor does a real import with a clashing row", async () => {
    const file = await xlsxOf([
      ["班级", "星期", "节次", "科目", "教师", "教室"],
      [mine, "周一", "1", "语文", t1.name, "101"],
      [other, "周一", "1", "数学", t1.name, ""],
      [other, "Tuesday", "第2节", "英语", t2.name, "101"],
      [other, "周二", "2", "科学", "", "101"],
      ["没有的班", "周二", "1", "语文", "", ""],
      [mine, "周六", "1", "语文", "", ""],
      [mine, "周一", "9", "语文", "", ""],
      [mine, "周一", "x", "", "无此人", ""],
    ]);
    const before = await entries();
    const dry = await upload(file, true);
    expect(dry.body.data).toMatchObject({ ok: false, dryRun: true, rows: 8 });
    const problems = dry.body.data.problems as Problem[];
    expect(problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [3, "teacher", "teacherClash"],
      [5, "period", "duplicateCell"],
      [6, "className", "unknownClass"],
      [7, "day", "outsideDays"],
      [8, "period", "outsidePeriods"],
      [9, "period", "format"],
      [9, "subject", "required"],
      [9, "teacher", "unknownTeacher"],
    ]);
    expect(problems[0].message).toBe(`the teacher already teaches ${mine} in this period`);
    expect(problems[3].message).toBe("Saturday is not a day of this timetable");
    expect(await entries()).toEqual(before);

    const real = await upload(file, false, "zh-CN");
    expect(real.body.data).toMatchObject({ ok: false, dryRun: false });
    expect((real.body.data.problems as Problem[])[0].message).toBe(`教师同一节已在${mine}上课`);
    expect(await entries()).toEqual(before);
  });

  it("applies a clean file whole, each row replacing the lesson in its cell", async () => {
    const file = await xlsxOf([
      ["Class", "Day", "Period", "Subject", "Teacher", "Room"],
      [mine, "Mon", 1, "语文", t1.name, "101"],
      [other, "Mon", 1, "数学", t2.name, "102"],
      [mine, "Wednesday", 2, "美术", "", ""],
    ]);
    const r = await upload(file, false);
    expect(r.body.data).toEqual({ ok: true, dryRun: false, rows: 3, placed: 3, problems: [] });
    expect((await entries()).sort()).toEqual(
      [`${mine}|1|1|语文`, `${other}|1|1|数学`, `${mine}|3|2|美术`, `${other}|3|2|体育`].sort(),
    );
  });
});

describe("a person's iCalendar feed", () => {
  it("serves the published lessons to a calendar app by its secret URL, until revoked", async () => {
    await data(post(admin, "/timetable/manage/api/publishTimetableSet", { id: setId }));
    const made = await data(post(leader, "/timetable/api/ical/create", {}));
    expect(made.url).toMatch(/^\/api\/timetable\/ical\/\d+\.[\w-]+\.ics$/);
    expect((await data(get(leader, "/timetable/api/ical/status"))).active).toBe(true);

    const feed = await t.call({ method: "GET", url: made.url });
    expect(feed.status).toBe(200);
    expect(feed.res.headers["content-type"]).toContain("text/calendar");
    const events = Object.values(ical.sync.parseICS(feed.body)).filter(
      (c) => c?.type === "VEVENT",
    ) as ical.VEvent[];
    // The test clock is Monday 23 November 2026; the feed holds four weeks back to the end of the term.
    const monday = events.find(
      (e) => e.start.toISOString() === "2026-11-23T00:00:00.000Z" && e.location === "101",
    );
    expect(monday?.summary).toBe(`语文 · ${mine}`);
    expect(monday?.end?.toISOString()).toBe("2026-11-23T00:45:00.000Z");
    expect(monday?.location).toBe("101");
    expect(events.length).toBeGreaterThan(4);
    // Only the leader's own lessons: this set's and the seeded timetable's, never another teacher's.
    expect(events.filter((e) => e.location === "102")).toEqual([]);

    expect(redactUrl(made.url)).toBe("/api/timetable/ical/***.ics");
    expect(redactUrl(`${made.url}?x=1`)).not.toContain(made.url.split("/").pop()?.slice(0, 10));

    await data(post(leader, "/timetable/api/ical/revoke", {}));
    const gone = await t.call({ method: "GET", url: made.url });
    expect(gone.status).toBe(404);
    expect(gone.body.success).toBe(false);
    expect(
      (await t.call({ method: "GET", url: "/api/timetable/ical/1.notasecretatallxxxxxxxx.ics" })).status,
    ).toBe(404);
  });

  it("serves at most 60 reads a minute to one address, however many arrive at once", async () => {
    await data(post(admin, "/timetable/manage/api/publishTimetableSet", { id: setId }));
    const made = await data(post(leader, "/timetable/api/ical/create", {}));
    // One burst of 75 reads from an address no other test uses, all in flight together.
    const answers = await Promise.all(
      Array.from({ length: 75 }, () =>
        t.call({
          method: "GET",
          url: made.url,
          remoteAddress: "198.51.100.77",
          headers: { "accept-language": "en-US" },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(60);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.status).toBe(429);
      expect(r.body).toMatchObject({
        success: false,
        errorCode: -901,
        errorDesc: "too many requests, please try later",
      });
    }
    // Another address still reads.
    expect((await t.call({ method: "GET", url: made.url, remoteAddress: "198.51.100.78" })).status).toBe(200);
    await data(post(leader, "/timetable/api/ical/revoke", {}));
  }, 120_000);
});
