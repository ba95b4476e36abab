import {
  addClubMembers,
  addCurrentByCourseMain,
  addLeader,
  gradeTree,
  pickPeople,
  saveCatalogueItem,
  saveClub,
  saveCourseMain,
} from "../modules/course/index.ts";
import type { Db } from "../platform/db/client.ts";
import { peopleOfSchool, type SeedSite } from "./seed-people.ts";

const courseTypes = ["国家课程", "校本课程", "拓展课程"];
const extraSubjects = ["科学", "美术", "音乐", "体育"];

/**
 * Courses and clubs in one school, through the services: subjects (those its teachers teach, then a few more),
 * course types, four course mains, this term's courses from three of them with a leader each, and two clubs with
 * a leader and members from its first classes. Answers how many club members were added.
 */
export const seedCourses = async (db: Db, site: SeedSite): Promise<number> => {
  const deps = { db };
  const { admin, classes } = await peopleOfSchool(db, site);
  const teachers = (await pickPeople(deps, site.id, "teacher", { page: 1, size: 200 })).list;
  const taught = [...new Set(teachers.map((t) => t.detail).filter((s) => s !== ""))];
  const subjects = new Map<string, number>();
  for (const name of [...taught, ...extraSubjects.filter((s) => !taught.includes(s))])
    subjects.set(name, (await saveCatalogueItem(deps, admin, "subject", { name })).id);
  const types = [];
  for (const name of courseTypes) types.push((await saveCatalogueItem(deps, admin, "type", { name })).id);
  const grades = (await gradeTree(deps, site.id)).map((g) => g.id);
  const teacherAt = (i: number) => teachers[i % Math.max(teachers.length, 1)]?.id;
  const subjectId = (name: string) => subjects.get(name) ?? [...subjects.values()][0];
  const mains = [
    { name: "趣味科学实验", subject: "科学", type: types[1], hours: 16, capacity: 30 },
    { name: "硬笔书法", subject: "语文", type: types[2], hours: 12, capacity: 40 },
    { name: "合唱", subject: "音乐", type: types[2], hours: 18, capacity: 45 },
    { name: "数学思维", subject: "数学", type: types[0], hours: 32, capacity: 35 },
  ];
  const mainIds: number[] = [];
  for (const [i, m] of mains.entries()) {
    const teacherIds = [teacherAt(i), teacherAt(i + 5)].filter((t): t is number => t !== undefined);
    const { id } = await saveCourseMain(deps, admin, {
      name: m.name,
      subjectId: subjectId(m.subject),
      typeId: m.type,
      description: `${m.name}：每周一次，学期末展示。`,
      hours: m.hours,
      gradeIds: grades.slice(0, 3),
      capacity: m.capacity,
      teacherIds: [...new Set(teacherIds)],
      sceneId: null,
    });
    mainIds.push(id);
  }
  const { ids: courseIds } = await addCurrentByCourseMain(deps, admin, {
    courseMainIds: mainIds.slice(0, 3),
  });
  for (const [i, courseId] of courseIds.entries()) {
    const teacherId = teacherAt(i);
    if (teacherId) await addLeader(deps, admin, { teacherId, kind: "course", targetId: courseId });
  }
  const clubs = [
    { name: "机器人社", description: "搭建与编程，参加市级比赛", capacity: 30 },
    { name: "文学社", description: "读书分享与校刊写作", capacity: 40 },
  ];
  let added = 0;
  for (const [i, c] of clubs.entries()) {
    const { id } = await saveClub(deps, admin, c);
    const klass = classes[i];
    if (klass) {
      await addLeader(deps, admin, { teacherId: klass.leader.userId, kind: "club", targetId: id });
      const studentIds = klass.students.slice(0, 12).map((s) => s.id);
      if (studentIds.length) added += (await addClubMembers(deps, admin, { clubId: id, studentIds })).added;
    }
  }
  return added;
};
