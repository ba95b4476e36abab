import type {
  CatalogueItem,
  Club,
  ClubMember,
  CourseMain,
  Leader,
  LeaderKind,
  MyCourses,
  Page,
  PickedPerson,
  TermCourse,
} from "@eos/contracts";
import { get, post } from "../../api/request.ts";

export type CatalogueKind = "subject" | "courseType";
type Query = Record<string, string | number | undefined>;
const fresh = { noCache: true };
const json = { json: true };

export const courseKeys = {
  all: ["course"] as const,
  catalogue: (kind: CatalogueKind) => ["course", "catalogue", kind] as const,
  mains: (q: object) => ["course", "mains", q] as const,
  canGive: (q: object) => ["course", "canGive", q] as const,
  term: (q: object) => ["course", "term", q] as const,
  clubs: (q: object) => ["course", "clubs", q] as const,
  club: (id: number) => ["course", "club", id] as const,
  members: (q: object) => ["course", "members", q] as const,
  leaders: (kind: LeaderKind, id: number) => ["course", "leaders", kind, id] as const,
  grades: ["course", "grades"] as const,
  scenes: ["course", "scenes"] as const,
  mine: ["course", "mine"] as const,
};

export const fetchCatalogue = (kind: CatalogueKind) =>
  get<CatalogueItem[]>(`/v3/${kind}/list`, undefined, fresh);
export const saveCatalogue = (kind: CatalogueKind, item: { id?: number; name: string }) =>
  post<{ id: number }>(`/v3/${kind}/add`, item, json);
export const removeCatalogue = (kind: CatalogueKind, id: number) =>
  post<null>(`/v3/${kind}/remove`, { id }, json);
export const sortCatalogue = (kind: CatalogueKind, ids: number[]) =>
  post<null>(`/v3/${kind}/sort`, { ids }, json);

export const fetchMains = (q: Query) => get<Page<CourseMain>>("/v3/course/pageCourseMain", q, fresh);
export const fetchCanGive = (q: Query) =>
  get<Page<CourseMain>>("/v3/course/pageCanSetCurrentMainCourse", q, fresh);
export type CourseMainForm = {
  id?: number;
  name: string;
  subjectId: number;
  typeId: number;
  description?: string;
  hours: number;
  gradeIds?: number[];
  capacity: number;
  teacherIds?: number[];
  sceneId?: number | null;
};
export const saveMain = (m: CourseMainForm) => post<{ id: number }>("/v3/course/addCourseMain", m, json);
export const removeMain = (id: number) => post<null>("/v3/course/removeCourseMain", { id }, json);
export const giveCourses = (courseMainIds: number[]) =>
  post<{ ids: number[] }>("/v3/course/addCurrentByCourseMain", { courseMainIds }, json);

export const fetchTermCourses = (q: Query) => get<Page<TermCourse>>("/v3/course/page", q, fresh);
export const saveTermCourse = (c: { id: number; capacity: number; teacherIds: number[] }) =>
  post<{ id: number }>("/v3/course/add", c, json);
export const removeTermCourse = (id: number) => post<null>("/v3/course/remove", { id }, json);

export const fetchGrades = () =>
  get<{ id: number; label: string; children: { id: number; label: string }[] }[]>(
    "/v3/course/listCourseOrgTreeByType",
    { type: "grade" },
  );
export const fetchScenes = () =>
  get<{ id: number; name: string }[]>("/v3/course/listScene", undefined, fresh);
export const pickTeachers = (keyword?: string) =>
  get<Page<PickedPerson>>("/v3/choiceUser/pageTeacher", { keyword, size: 20 }, fresh);
export const pickStudents = (q: Query) => get<Page<PickedPerson>>("/v3/choiceUser/pageStudent", q, fresh);

export const fetchLeaders = (kind: LeaderKind, targetId: number) =>
  get<Leader[]>("/v3/leader/list", { kind, targetId }, fresh);
export const addLeader = (l: { kind: LeaderKind; targetId: number; teacherId: number }) =>
  post<{ id: number }>("/v3/leader/add", l, json);
export const removeLeader = (id: number) => post<null>("/v3/leader/del", { id }, json);

export const fetchClubs = (q: Query) => get<Page<Club>>("/v3/association/list", q, fresh);
export const fetchClub = (id: number) => get<Club>("/v3/association/info", { id }, fresh);
export const saveClub = (c: { id?: number; name: string; description?: string; capacity: number }) =>
  post<{ id: number }>("/v3/association/addOrUpdate", c, json);
export const removeClub = (id: number) => post<null>("/v3/association/delete", { id }, json);
export const fetchMembers = (q: Query) => get<Page<ClubMember>>("/v3/association/pageMember", q, fresh);
export const addMembers = (clubId: number, studentIds: number[]) =>
  post<{ added: number }>("/v3/association/batchAddMember", { clubId, studentIds }, json);
export const removeMember = (clubId: number, studentId: number) =>
  post<null>("/v3/association/removeStu", { clubId, studentId }, json);

export const fetchMine = () => get<MyCourses>("/app/course/mine", undefined, fresh);

/** The ids with one moved a place up (-1) or down (+1); unchanged at either end. */
export const moved = (ids: number[], id: number, by: -1 | 1) => {
  const out = [...ids];
  const i = out.indexOf(id);
  const j = i + by;
  if (i < 0 || j < 0 || j >= out.length) return out;
  [out[i], out[j]] = [out[j], out[i]];
  return out;
};
