import sharp from "sharp";
import { saveBanner, saveTeacherPick } from "../modules/banners/index.ts";
import { saveEvent } from "../modules/calendar/index.ts";
import { saveArticle, saveType } from "../modules/encyclopedia/index.ts";
import { generatedFileStore } from "../modules/files/index.ts";
import { adminTeachersOf, teachersByIds } from "../modules/org/index.ts";
import { listTerms, schoolTimeZone, todayIn } from "../modules/school/index.ts";
import type { AuthContext } from "../platform/auth/access.ts";
import type { Config } from "../platform/config.ts";
import type { Db } from "../platform/db/client.ts";

/** The seeded administrator of a school, as the services see a signed-in caller. */
export const adminOf = async (db: Db, schoolId: number): Promise<AuthContext | null> => {
  const [admin] = await adminTeachersOf(db, schoolId);
  if (!admin) return null;
  return {
    sessionId: 0,
    accountId: 0,
    schoolId,
    areaId: null,
    schoolType: 0,
    userId: admin.id,
    userType: 0,
    roleType: "tea",
    name: admin.name,
    isAdmin: true,
    deviceKind: "pc",
    mustChangePassword: false,
  };
};

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** National holidays that fall in a term, by month-day. */
const HOLIDAYS = [
  { md: "01-01", days: 1, title: "元旦" },
  { md: "04-04", days: 3, title: "清明节" },
  { md: "05-01", days: 5, title: "劳动节" },
  { md: "10-01", days: 7, title: "国庆节" },
];

const articles: Record<string, { title: string; body: string }[]> = {
  新生指南: [
    {
      title: "第一天到校",
      body: "<h2>报到流程</h2><ol><li>七点五十分前到班级报到</li><li>领取课本和校服</li><li>参加开学典礼</li></ol><p>如有疑问，请联系<strong>班主任</strong>。</p>",
    },
    {
      title: "校园地图与功能室",
      body: "<p>教学楼在校门正北，图书馆在教学楼东侧，操场在学校西侧。</p><p>实验室、音乐教室和美术教室都在<strong>综合楼</strong>。</p>",
    },
  ],
  校规校纪: [
    {
      title: "作息时间",
      body: "<ul><li>早读：7:50–8:10</li><li>上午课程：8:20–11:50</li><li>午休：12:00–13:30</li><li>下午课程：13:40–16:20</li></ul>",
    },
    {
      title: "请假制度",
      body: "<p>因病因事不能到校，须由家长在<strong>上课前</strong>向班主任请假；三天以上须提交书面说明。</p>",
    },
  ],
  家校沟通: [
    {
      title: "如何联系老师",
      body: "<p>请通过本平台的消息或班主任公布的电话联系老师；工作日 8:00–17:00 为沟通时间。</p><blockquote>紧急情况请直接拨打学校总机。</blockquote>",
    },
  ],
};

/**
 * The areas of issue 19 in one school, through their services: calendar events of the current term (this week
 * among them), an encyclopedia of three types and five articles, and two recommended teachers.
 */
export const seedSchoolAreas = async (db: Db, schoolId: number, now: Date): Promise<void> => {
  const admin = await adminOf(db, schoolId);
  const term = (await listTerms(db, schoolId)).find((t) => t.isNow);
  if (!admin || !term) return;
  const deps = { db, now: () => now };
  const today = todayIn(await schoolTimeZone(db, schoolId), now);
  const monday = mondayOf(today);
  const event = (e: {
    title: string;
    kind: "holiday" | "exam" | "event" | "week";
    start: string;
    end: string;
  }) =>
    saveEvent(deps, admin, {
      ...e,
      allDay: e.start.length === 10,
      description: "",
      audience: [0, 1, 2],
    });
  await event({ title: "开学典礼", kind: "event", start: `${term.stime}T08:30`, end: `${term.stime}T09:30` });
  await event({
    title: "第1周 开学周",
    kind: "week",
    start: term.stime,
    end: addDays(mondayOf(term.stime), 6),
  });
  const middle = addDays(
    term.stime,
    Math.floor((Date.parse(term.etime) - Date.parse(term.stime)) / 2 / 86_400_000),
  );
  await event({ title: "期中考试", kind: "exam", start: middle, end: addDays(middle, 1) });
  await event({
    title: "期末考试",
    kind: "exam",
    start: addDays(term.etime, -12),
    end: addDays(term.etime, -10),
  });
  for (const h of HOLIDAYS) {
    for (const year of [term.stime.slice(0, 4), term.etime.slice(0, 4)]) {
      const start = `${year}-${h.md}`;
      if (start >= term.stime && start <= term.etime)
        await event({ title: h.title, kind: "holiday", start, end: addDays(start, h.days - 1) });
    }
  }
  // This week's, so that the home and the phone list show something today.
  await event({ title: "升旗仪式", kind: "event", start: `${monday}T07:50`, end: `${monday}T08:20` });
  await saveEvent(deps, admin, {
    title: "教研活动",
    kind: "event",
    start: `${addDays(monday, 2)}T14:00`,
    end: `${addDays(monday, 2)}T16:00`,
    allDay: false,
    description: "各学科组在本组办公室",
    audience: [0],
  });
  await event({ title: "家长开放日", kind: "event", start: addDays(monday, 4), end: addDays(monday, 4) });

  for (const [typeName, list] of Object.entries(articles)) {
    const { id: typeId } = await saveType(deps, admin, { name: typeName });
    for (const a of list) await saveArticle(deps, admin, { typeId, ...a });
  }

  const teachers = await teachersByIds(db, schoolId, [admin.userId + 1, admin.userId + 2]);
  const words = ["二十年如一日，把每个孩子放在心上", "课堂生动，善于启发学生思考"];
  for (const [i, teacher] of teachers.entries())
    await saveTeacherPick(deps, admin, { teacherId: teacher.id, photoFileId: null, words: words[i] });
};

const bannerImage = (colour: string, text: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><rect width="1200" height="400" fill="${colour}"/><text x="80" y="230" font-size="88" font-family="sans-serif" fill="#fff">${text}</text></svg>`,
    ),
  )
    .png()
    .toBuffer();

/**
 * Two banners in a school: their images are stored files, which needs the file store (so this runs after the
 * demo's transaction, where the files module's own connection can write).
 */
export const seedSchoolBanners = async (
  deps: { db: Db; config: Config; now: () => Date },
  schoolId: number,
) => {
  const admin = await adminOf(deps.db, schoolId);
  if (!admin) return;
  const store = generatedFileStore(deps);
  const plans = [
    { title: "新学期，新气象", colour: "#1677ff", text: "New term, new start", link: "/m/calendar" },
    { title: "校园百科上线", colour: "#13a8a8", text: "School encyclopedia", link: "/m/encyclopedia" },
  ];
  for (const p of plans) {
    const file = await store(admin, `${p.text}.png`, await bannerImage(p.colour, p.text));
    await saveBanner(deps, admin, {
      title: p.title,
      fileId: file.id,
      link: p.link,
      from: null,
      to: null,
      enabled: true,
    });
  }
};
