import type { AppRole } from "@eos/contracts";
import { eq } from "drizzle-orm";
import { recordOpensNow, saveApp, saveCenterTemplate, scheduleUsageSweep } from "../modules/center/index.ts";
import { student, teacher } from "../modules/org/org.tables.ts";
import type { Db } from "../platform/db/client.ts";
import { createJobs } from "../platform/jobs/jobs.ts";
import type { Random } from "./random.ts";

const staff: AppRole[] = ["admin", "teacher"];
const everyone: AppRole[] = ["admin", "teacher", "student", "parent"];

/** The demo's apps: the EOS features people open daily, one external link, one trust-code app. */
const DEMO_APPS = [
  {
    code: "tasks",
    name: "任务进度",
    nameEn: "Task progress",
    category: "教学",
    icon: "FormOutlined",
    kind: "builtin",
    target: "/admin/progress",
    roles: staff,
  },
  {
    code: "scores",
    name: "学生评价",
    nameEn: "Student scores",
    category: "教学",
    icon: "TrophyOutlined",
    kind: "builtin",
    target: "/admin/scores",
    roles: staff,
  },
  {
    code: "students",
    name: "学生名册",
    nameEn: "Students",
    category: "教学",
    icon: "TeamOutlined",
    kind: "builtin",
    target: "/admin/students",
    roles: staff,
  },
  {
    code: "forms",
    name: "表单",
    nameEn: "Forms",
    category: "管理",
    icon: "ProfileOutlined",
    kind: "builtin",
    target: "/admin/forms",
    roles: ["admin"],
  },
  {
    code: "certificates",
    name: "证书",
    nameEn: "Certificates",
    category: "管理",
    icon: "SafetyCertificateOutlined",
    kind: "builtin",
    target: "/admin/certificates",
    roles: ["admin"],
  },
  {
    code: "messages",
    name: "消息",
    nameEn: "Messages",
    category: "常用",
    icon: "BellOutlined",
    kind: "builtin",
    target: "/m/messages",
    roles: everyone,
  },
  {
    code: "me",
    name: "我的",
    nameEn: "My account",
    category: "常用",
    icon: "UserOutlined",
    kind: "builtin",
    target: "/m/me",
    roles: everyone,
  },
  {
    code: "library",
    name: "国家中小学智慧教育平台",
    nameEn: "National Smart Education Platform",
    category: "常用",
    icon: "GlobalOutlined",
    kind: "link",
    target: "https://basic.smartedu.cn/",
    roles: everyone,
  },
  {
    code: "passport",
    name: "成长护照（信任登录）",
    nameEn: "Growth passport (trust sign-in)",
    category: "常用",
    icon: "SafetyOutlined",
    kind: "trust",
    target: "/m/",
    roles: everyone,
  },
] as const;

const DAY_MS = 86_400_000;

/**
 * A school's app centre through the center services, and opens over the past five weeks (teachers more than
 * students, weekdays more than weekends) so that the usage page is alive.
 */
export const seedCenter = async (db: Db, schoolId: number, rnd: Random, now = new Date()) => {
  await saveCenterTemplate(db, schoolId, {
    categories: ["常用", "教学", "管理"],
    iframeHosts: ["basic.smartedu.cn"],
  });
  const apps: { id: number; roles: readonly AppRole[] }[] = [];
  for (const app of DEMO_APPS)
    apps.push({
      id: await saveApp(db, schoolId, { ...app, roles: [...app.roles], enabled: true }),
      roles: app.roles,
    });
  const teachers = (
    await db.select({ id: teacher.id }).from(teacher).where(eq(teacher.schoolId, schoolId))
  ).slice(0, 30);
  const students = (
    await db.select({ id: student.id }).from(student).where(eq(student.schoolId, schoolId))
  ).slice(0, 60);
  const people = [
    ...teachers.map((t) => ({ userType: 0, userId: t.id, role: "teacher" as AppRole, rate: 3 })),
    ...students.map((s) => ({ userType: 1, userId: s.id, role: "student" as AppRole, rate: 1 })),
  ];
  const rows = [];
  for (let d = 35; d >= 1; d--) {
    const day = new Date(now.getTime() - d * DAY_MS);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    for (const p of people) {
      const mine = apps.filter((a) => a.roles.includes(p.role));
      const opens = Math.floor(rnd.next() * (weekend ? 1 : p.rate + 1));
      for (let i = 0; i < opens; i++)
        rows.push({
          schoolId,
          appId: mine[Math.floor(rnd.next() * rnd.next() * mine.length)].id,
          userType: p.userType,
          userId: p.userId,
          openedAt: new Date(day.getTime() + Math.floor(rnd.next() * 10 * 3_600_000)),
        });
    }
  }
  await recordOpensNow(db, rows);
  // The daily sweep keeps raw opens to 180 days from the first day on.
  const jobs = createJobs({ db, now: () => now, log: console, poll: false });
  await scheduleUsageSweep(jobs, schoolId, now);
  return rows.length;
};
