import { createHash } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import type { BenchDatabase } from "./database.ts";

/**
 * GET /api/v3/stu/page written by hand: Fastify and pg (or PGlite) with no Drizzle, no zod, no hooks, for the
 * school administrator only. Per request it runs the statements EOS runs for that caller, in the same order,
 * plus the session lookup that EOS serves from its cache.
 */
export const RAW_SESSION_SQL = `select s.expires_at, s.ended_at, a.user_type, a.must_change_password, t.is_admin
  from session s
  join account a on a.school_id = s.school_id and a.id = s.account_id
  left join teacher t on t.school_id = s.school_id and t.id = a.user_id and a.user_type = 0
  where s.school_id = $1 and s.token_hash = $2 limit 1`;

export const RAW_PAGE_SQL = `select s.id, s.name, s.gender, s.student_no, s.class_id, o.name as class_name, s.id_card_masked, s.created_at
  from student s
  join org_unit o on o.school_id = s.school_id and o.id = s.class_id
  left join org_unit g on g.school_id = o.school_id and g.id = o.pid and g.kind = 'grade'
  where s.school_id = $1
  order by coalesce(g.sort, 0), coalesce(g.id, 0), o.sort, o.id, s.student_no, s.id limit $2 offset $3`;

export const RAW_COUNT_SQL = "select count(*) as n from student where school_id = $1";

export const RAW_ACCOUNTS_SQL =
  "select user_id, login_name from account where school_id = $1 and user_type = 1 and user_id = any($2)";

type SessionRow = {
  expires_at: Date;
  ended_at: Date | null;
  user_type: number;
  must_change_password: boolean;
  is_admin: number | null;
};
type StudentRow = {
  id: string | number;
  name: string;
  gender: number | null;
  student_no: string;
  class_id: string | number;
  class_name: string;
  id_card_masked: string | null;
  created_at: Date;
};

const TOKEN = /^Bearer\s+(\d{1,18})\.([A-Za-z0-9_-]{20,100})$/i;
const failure = (errorCode: number) => ({ success: false, errorCode, errorDesc: "refused", data: null });
const positiveInt = (raw: unknown, fallback: number, max: number) => {
  const n = Number(raw ?? fallback);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
};

/** The caller's school, when the bearer token names a live session of a school administrator. */
const adminSchool = async (query: BenchDatabase["rawQuery"], header: string | undefined) => {
  const match = TOKEN.exec(header ?? "");
  if (!match) return undefined;
  const schoolId = Number(match[1]);
  const hash = createHash("sha256").update(match[2]).digest("base64url");
  const [row] = await query<SessionRow>(RAW_SESSION_SQL, [schoolId, hash]);
  const live = row && !row.ended_at && new Date(row.expires_at).getTime() > Date.now();
  const admin = live && row.user_type === 0 && row.is_admin === 1 && !row.must_change_password;
  return admin ? schoolId : undefined;
};

export const rawStudentPageServer = async (query: BenchDatabase["rawQuery"]): Promise<FastifyInstance> => {
  const app = Fastify({ logger: false });
  app.get("/api/v3/stu/page", async (req, reply) => {
    const schoolId = await adminSchool(query, req.headers.authorization);
    if (schoolId === undefined) return reply.status(401).send(failure(-107));
    const q = req.query as { page?: string; size?: string };
    const page = positiveInt(q.page, 1, Number.MAX_SAFE_INTEGER);
    const size = positiveInt(q.size, 20, 200);
    if (!page || !size) return reply.status(400).send(failure(400));
    const rows = await query<StudentRow>(RAW_PAGE_SQL, [schoolId, size, (page - 1) * size]);
    const [{ n }] = await query<{ n: string | number }>(RAW_COUNT_SQL, [schoolId]);
    const ids = rows.map((r) => Number(r.id));
    const names = new Map(
      ids.length === 0
        ? []
        : (
            await query<{ user_id: string | number; login_name: string }>(RAW_ACCOUNTS_SQL, [schoolId, ids])
          ).map((a) => [Number(a.user_id), a.login_name]),
    );
    const list = rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      gender: r.gender,
      studentNo: r.student_no,
      classId: Number(r.class_id),
      className: r.class_name,
      account: names.get(Number(r.id)) ?? null,
      idCard: r.id_card_masked,
      createdAt: new Date(r.created_at).toISOString(),
    }));
    return { success: true, errorCode: null, errorDesc: null, data: { list, total: Number(n), page, size } };
  });
  return app;
};
