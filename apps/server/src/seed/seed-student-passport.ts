import { passportModelSaveSchema } from "@eos/contracts";
import { savePassportModel, savePassportText } from "../modules/evaluation/passport/passport.service.ts";
import { saveNotice } from "../modules/evaluation/passport/passport-notice.service.ts";
import type { AuthContext } from "../platform/auth/access.ts";
import { currentTermOf, type GrowthCtx } from "./seed-growth-context.ts";
import type { SeedPeople } from "./seed-people.ts";

/**
 * The school's passport (成长档案) for 2026-2027: its units read the student model, the growth records scene
 * and the certificates; each class's public-notice window (公示) is open from 16 November 2026 to the end of
 * the school year, and the first class's leader has written to its first student.
 */

export const PASSPORT_NAME = "2026-2027学年成长档案 Growth passport 2026-2027";

/** Open now, and until the school year ends (Asia/Shanghai): archiving it would freeze the year's scores. */
export const NOTICE_WINDOW = { startsAt: "2026-11-15T16:00:00Z", endsAt: "2027-08-31T16:00:00Z" };

const units = (modelId: number, sceneId: number) => [
  { key: "basic", kind: "basic", title: "基本信息 About me" },
  { key: "radar", kind: "radar", title: "综合素质 All-round growth", modelId },
  { key: "terms", kind: "termScores", title: "学期评价 Term results", modelId },
  { key: "records", kind: "sceneRecords", title: "成长记录 Growth records", sceneId },
  { key: "certificates", kind: "certificates", title: "荣誉证书 Certificates" },
  { key: "teacher", kind: "teacherComment", title: "班主任寄语 From the class teacher" },
  { key: "self", kind: "selfStatement", title: "我的成长自述 In my own words" },
];

const COMMENT =
  "这学期你认真阅读、积极发言，进步很大，继续加油！ You read widely and spoke up in class this term: well done, keep going!";

export const studentPassport = async (
  c: GrowthCtx,
  people: SeedPeople,
  on: { modelId: number; sceneId: number },
) => {
  const deps = { db: c.db, now: c.now, codesOf: c.codes };
  const { admin } = people;
  const { schoolYearId } = await currentTermOf(c.db, admin.schoolId);
  const input = passportModelSaveSchema.parse({
    name: PASSPORT_NAME,
    schoolYearId,
    units: units(on.modelId, on.sceneId),
  });
  await savePassportModel(deps, admin, input);
  for (const klass of people.classes)
    await saveNotice(deps, admin, { classId: klass.id, schoolYearId, ...NOTICE_WINDOW });
  const [klass] = people.classes;
  const first = klass?.students[0];
  if (first) await comment(c, klass.leader, { studentId: first.id, schoolYearId });
};

const comment = (c: GrowthCtx, leader: AuthContext, on: { studentId: number; schoolYearId: number }) =>
  savePassportText({ db: c.db, now: c.now, codesOf: c.codes }, leader, {
    ...on,
    kind: "teacherComment",
    text: COMMENT,
  });
