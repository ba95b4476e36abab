import { createHash } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import type { BenchDatabase } from "./database.ts";

/**
 * GET /api/v3/passport/data written by hand for bench/passport.bench.ts: Fastify and pg with no Drizzle, no
 * zod, no hooks, for a parent asking about their child. Four statements per request: the session joined to
 * the parent's link to the child, the sheet (student card, school, year, passport model, texts, terms), the
 * level-1 indicators with the child's scores in the year's terms, and the scene's accepted records with
 * their summaries. It answers the same units EOS does, except the bands (not computed here).
 */
export const RAW_SESSION_SQL = `select s.expires_at, s.ended_at, a.user_type, a.must_change_password,
    exists (select 1 from parent_student ps
             where ps.school_id = s.school_id and ps.parent_id = a.user_id and ps.student_id = $3) as linked
  from session s
  join account a on a.school_id = s.school_id and a.id = s.account_id
  where s.school_id = $1 and s.token_hash = $2 limit 1`;

export const RAW_SHEET_SQL = `select st.student_id, st.student_name, st.student_no, st.class_name, st.grade_name,
    sc.name as school_name, y.id as year_id, y.name as year_name, m.name as model_name, m.units,
    (y.start_date::timestamp at time zone sc.time_zone) as from_at,
    ((y.end_date + 1)::timestamp at time zone sc.time_zone) as to_at,
    (select coalesce(json_object_agg(t.kind, t.text), '{}') from passport_text t
      where t.school_id = $1 and t.student_id = $2 and t.school_year_id = $3) as texts,
    (select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name) order by r.stime), '[]')
       from term r where r.school_id = $1 and r.school_year_id = $3) as terms
  from org_student_class_v st
  join school sc on sc.id = st.school_id
  join school_year y on y.school_id = st.school_id and y.id = $3
  join passport_model m on m.school_id = st.school_id and m.school_year_id = y.id
  where st.school_id = $1 and st.student_id = $2`;

export const RAW_SCORES_SQL = `select i.model_id, i.id, i.name, i.max_score::float8 as max_score,
    i.weight::float8 as weight, x.term_id, x.score::float8 as score
  from target_indicator i
  left join indicator_score x on x.school_id = i.school_id and x.indicator_id = i.id
   and x.model_id = i.model_id and x.student_id = $2 and x.term_id = any($3::bigint[])
  where i.school_id = $1 and i.model_id = any($4::bigint[]) and i.level = 1
  order by i.sort, i.id`;

export const RAW_RECORDS_SQL = `select v.form_value_id, t.task_name, v.created_at,
    coalesce((select string_agg(f.val, ' · ' order by f.item_id)
                from (select i.item_id, i.val from form_value_item_v i
                       where i.school_id = v.school_id and i.form_value_id = v.form_value_id and i.val <> ''
                       order by i.item_id limit 3) f), '') as summary
  from collection_accepted_value_v v
  join collection_task_v t on t.school_id = v.school_id and t.task_id = v.task_id
  where v.school_id = $1 and v.scene_id = $2 and v.student_id = $3 and v.created_at >= $4 and v.created_at < $5
  order by v.created_at desc, v.form_value_id desc limit 50`;

type Unit = { key: string; kind: string; title: string; sceneId: number | null; modelId: number | null };
type SheetRow = {
  student_id: string;
  student_name: string;
  student_no: string;
  class_name: string;
  grade_name: string;
  school_name: string;
  year_id: string;
  year_name: string;
  model_name: string;
  units: Unit[];
  from_at: Date;
  to_at: Date;
  texts: Record<string, string>;
  terms: { id: number; name: string }[];
};
type ScoreRow = {
  model_id: string;
  id: string;
  name: string;
  max_score: number;
  weight: number;
  term_id: string | null;
  score: number | null;
};
type RecordRow = { form_value_id: string; task_name: string; created_at: Date; summary: string };

const TOKEN = /^Bearer\s+(\d{1,18})\.([A-Za-z0-9_-]{20,100})$/i;
const failure = (errorCode: number) => ({ success: false, errorCode, errorDesc: "refused", data: null });
const empty = { fields: [], indicators: [], terms: [], records: [], text: "", editable: false };

/** The caller's school, when the bearer token names a live session of a parent of the student. */
const parentSchool = async (
  query: BenchDatabase["rawQuery"],
  header: string | undefined,
  studentId: number,
) => {
  const match = TOKEN.exec(header ?? "");
  if (!match) return undefined;
  const schoolId = Number(match[1]);
  const hash = createHash("sha256").update(match[2]).digest("base64url");
  const [row] = await query<{
    expires_at: Date;
    ended_at: Date | null;
    user_type: number;
    must_change_password: boolean;
    linked: boolean;
  }>(RAW_SESSION_SQL, [schoolId, hash, studentId]);
  const live = row && !row.ended_at && new Date(row.expires_at).getTime() > Date.now();
  return live && row.user_type === 2 && row.linked && !row.must_change_password ? schoolId : undefined;
};

/** Σ level-1 score / max × weight, scaled by the weights' sum, rounded to 2 places (EOS's termTotalsOf). */
const totalOf = (rows: ScoreRow[], termId: number) => {
  const indicators = [...new Map(rows.map((r) => [r.id, r.weight])).values()];
  const weights = indicators.reduce((n, w) => n + w, 0) || 1;
  const scored = rows.filter((r) => Number(r.term_id) === termId && r.score !== null);
  if (scored.length === 0) return undefined;
  const sum = scored.reduce((n, r) => n + (r.max_score ? ((r.score ?? 0) / r.max_score) * r.weight : 0), 0);
  return Math.round(((sum * 100) / weights) * 100) / 100;
};

/** A student's passport: the units of the year's model, filled from four statements. */
export const rawPassport = async (
  query: BenchDatabase["rawQuery"],
  schoolId: number,
  studentId: number,
  schoolYearId: number,
) => {
  const [sheet] = await query<SheetRow>(RAW_SHEET_SQL, [schoolId, studentId, schoolYearId]);
  if (!sheet) return undefined;
  const termIds = sheet.terms.map((t) => t.id);
  const modelIds = [
    ...new Set(sheet.units.filter((u) => u.modelId !== null).map((u) => u.modelId as number)),
  ];
  const scores =
    modelIds.length === 0
      ? []
      : await query<ScoreRow>(RAW_SCORES_SQL, [schoolId, studentId, termIds, modelIds]);
  const scene = sheet.units.find((u) => u.kind === "sceneRecords")?.sceneId;
  const records = scene
    ? await query<RecordRow>(RAW_RECORDS_SQL, [schoolId, scene, studentId, sheet.from_at, sheet.to_at])
    : [];
  const ofModel = (u: Unit) => scores.filter((r) => Number(r.model_id) === u.modelId);
  const units = sheet.units.map((u) => {
    const base = { key: u.key, kind: u.kind, title: u.title, ...empty };
    if (u.kind === "radar") {
      const rows = ofModel(u);
      const latest = [...termIds].reverse().find((t) => rows.some((r) => Number(r.term_id) === t));
      const ids = [...new Set(rows.map((r) => r.id))];
      const indicators = ids.map((id) => {
        const row = rows.find((r) => r.id === id) as ScoreRow;
        const at = rows.find((r) => r.id === id && Number(r.term_id) === latest);
        return { name: row.name, maxScore: row.max_score, score: at?.score ?? 0 };
      });
      return { ...base, indicators };
    }
    if (u.kind === "termScores") {
      const rows = ofModel(u);
      const terms = sheet.terms.map((t) => ({
        termId: t.id,
        termName: t.name,
        total: totalOf(rows, t.id) ?? 0,
      }));
      return { ...base, terms };
    }
    if (u.kind === "sceneRecords")
      return {
        ...base,
        records: records.map((r) => ({
          formValueId: Number(r.form_value_id),
          taskName: r.task_name,
          filledAt: new Date(r.created_at).toISOString(),
          summary: r.summary,
        })),
      };
    if (u.kind === "basic")
      return {
        ...base,
        fields: [sheet.student_name, sheet.grade_name, sheet.class_name, sheet.student_no, sheet.school_name],
      };
    return { ...base, text: sheet.texts[u.kind] ?? "" };
  });
  return {
    studentId: Number(sheet.student_id),
    studentName: sheet.student_name,
    schoolYearId: Number(sheet.year_id),
    schoolYearName: sheet.year_name,
    modelName: sheet.model_name,
    units,
  };
};

export const rawPassportServer = async (query: BenchDatabase["rawQuery"]): Promise<FastifyInstance> => {
  const app = Fastify({ logger: false });
  app.get("/api/v3/passport/data", async (req, reply) => {
    const q = req.query as { studentId?: string; schoolYearId?: string };
    const studentId = Number(q.studentId);
    const schoolYearId = Number(q.schoolYearId);
    if (!Number.isSafeInteger(studentId) || !Number.isSafeInteger(schoolYearId))
      return reply.status(400).send(failure(400));
    const schoolId = await parentSchool(query, req.headers.authorization, studentId);
    if (schoolId === undefined) return reply.status(401).send(failure(-107));
    const data = await rawPassport(query, schoolId, studentId, schoolYearId);
    if (!data) return reply.status(404).send(failure(404));
    return { success: true, errorCode: null, errorDesc: null, data };
  });
  return app;
};
