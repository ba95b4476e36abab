import { createHash } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import type { BenchDatabase } from "./database.ts";

/**
 * The baselines of bench/collection.bench.ts, written by hand on the base tables (no views, no Drizzle):
 * the completion of a once-only task without a window (so no period bounds), its missing students, and a
 * parent's to-do list served by raw Fastify.
 */

/** Expected and filled per class of one task. $1 school, $2 task. */
export const RAW_COMPLETION_SQL = `select c.id as class_id, c.name as class_name, coalesce(g.name, '') as grade_name,
       count(*) as expected, count(f.belong_user_id) as filled
  from task_class tc
  join org_unit c on c.school_id = tc.school_id and c.id = tc.class_id
  left join org_unit g on g.school_id = c.school_id and g.id = c.pid
  join student s on s.school_id = tc.school_id and s.class_id = tc.class_id
  left join (select distinct belong_user_id from form_value
              where school_id = $1 and task_id = $2 and not draft and deleted_at is null) f
         on f.belong_user_id = s.id
 where tc.school_id = $1 and tc.task_id = $2
 group by c.id, c.name, g.name, g.sort, c.sort
 order by coalesce(g.sort, 0), c.sort, c.id`;

/** One page of the students of a task without a value, with the total. $1 school, $2 task, $3 size, $4 offset. */
export const RAW_MISSING_SQL = `select s.id as student_id, s.name as student_name, s.student_no, s.class_id,
       coalesce(g.name, '') || c.name as class_name, count(*) over () as total
  from task_class tc
  join org_unit c on c.school_id = tc.school_id and c.id = tc.class_id
  left join org_unit g on g.school_id = c.school_id and g.id = c.pid
  join student s on s.school_id = tc.school_id and s.class_id = tc.class_id
 where tc.school_id = $1 and tc.task_id = $2
   and not exists (select 1 from form_value v
                    where v.school_id = $1 and v.task_id = $2 and v.belong_user_id = s.id
                      and not v.draft and v.deleted_at is null)
 order by coalesce(g.sort, 0), c.sort, c.id, s.student_no, s.id
 limit $3 offset $4`;

/** The caller of a bearer token: its school, user type and user, when the session is live. */
export const RAW_TODO_SESSION_SQL = `select a.user_type, a.user_id
  from session s join account a on a.school_id = s.school_id and a.id = s.account_id
 where s.school_id = $1 and s.token_hash = $2 and s.ended_at is null and s.expires_at > now() limit 1`;

/**
 * A parent's open tasks about their (first) child: published parent tasks of the child's class in shown
 * scenes, inside their window, without a value of the child. Once-only tasks: no period bounds.
 * $1 school, $2 parent.
 */
export const RAW_TODO_SQL = `select t.id as task_id, t.name as task_name, sc.name as scene_name, t.form_id,
       t.filler_type, t.subject_type, st.id as student_id, st.name as student_name
  from student st
  join task_class tc on tc.school_id = st.school_id and tc.class_id = st.class_id
  join task t on t.school_id = tc.school_id and t.id = tc.task_id and t.deleted_at is null and t.state = 1
             and t.filler_type = 2
  join scene sc on sc.school_id = t.school_id and sc.id = t.scene_id and sc.deleted_at is null and sc.shown
 where st.school_id = $1
   and st.id = (select min(student_id) from parent_student where school_id = $1 and parent_id = $2)
   and (t.join_time_type <> 2 or (t.start_at <= now() and now() < t.end_at))
   and not exists (select 1 from form_value v
                    where v.school_id = t.school_id and v.task_id = t.id and v.belong_user_id = st.id
                      and not v.draft and v.deleted_at is null)
 order by t.end_at nulls last, t.id`;

type TodoRow = {
  task_id: number;
  task_name: string;
  scene_name: string;
  form_id: number;
  filler_type: number;
  subject_type: number;
  student_id: number;
  student_name: string;
};
type RawTodo = {
  taskId: number;
  taskName: string;
  sceneName: string;
  formId: number;
  fillerType: number;
  subjectType: number;
  deadline: null;
  pending: { id: number; name: string }[];
};

const TOKEN = /^Bearer\s+(\d{1,18})\.([A-Za-z0-9_-]{20,100})$/i;
const failure = { success: false, errorCode: -107, errorDesc: "refused", data: null };

/** The rows grouped per task, in the shape of EOS's TodoItem (every task here has no deadline). */
export const todoItems = (rows: TodoRow[]): RawTodo[] => {
  const items = new Map<number, RawTodo>();
  for (const r of rows) {
    const id = Number(r.task_id);
    let item = items.get(id);
    if (!item) {
      item = {
        taskId: id,
        taskName: r.task_name,
        sceneName: r.scene_name,
        formId: Number(r.form_id),
        fillerType: Number(r.filler_type),
        subjectType: Number(r.subject_type),
        deadline: null,
        pending: [],
      };
      items.set(id, item);
    }
    item.pending.push({ id: Number(r.student_id), name: r.student_name });
  }
  return [...items.values()];
};

/** GET /api/center/api/getToDoList for parents, by hand: the session lookup, then the one query. */
export const rawTodoServer = async (query: BenchDatabase["rawQuery"]): Promise<FastifyInstance> => {
  const app = Fastify({ logger: false });
  app.get("/api/center/api/getToDoList", async (req, reply) => {
    const match = TOKEN.exec(req.headers.authorization ?? "");
    if (!match) return reply.status(401).send(failure);
    const schoolId = Number(match[1]);
    const hash = createHash("sha256").update(match[2]).digest("base64url");
    const [who] = await query<{ user_type: number; user_id: number }>(RAW_TODO_SESSION_SQL, [schoolId, hash]);
    if (!who || Number(who.user_type) !== 2) return reply.status(401).send(failure);
    const rows = await query<TodoRow>(RAW_TODO_SQL, [schoolId, Number(who.user_id)]);
    return { success: true, errorCode: null, errorDesc: null, data: todoItems(rows) };
  });
  return app;
};
