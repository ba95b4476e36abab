import { spawn } from "node:child_process";
import { join } from "node:path";
import type { BenchDatabase } from "./database.ts";
import { call, postJson } from "./sign-in.ts";

/**
 * Arrangement for bench/collection.bench.ts: a large region from the real generator (scripts/seed-large.ts),
 * then a form, a scene and tasks made through the real HTTP API as the school's administrator. Values are
 * inserted with SQL (arrangement only, not the measured path).
 */
export type Region = { schools: number; studentsPerSchool: number; attendanceDays?: number };

/** The generator's name for the first school of a region of fewer than 1,000 schools. */
export const FIRST_LARGE_DOMAIN = "school-001.large.demo";

/** The database the bench runs on, as a URL for the generator (a child process with its own pool). */
export const databaseUrl = async (db: BenchDatabase): Promise<string> => {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const [{ name }] = await db.rawQuery<{ name: string }>("select current_database() as name");
  const u = new URL(process.env.BENCH_ADMIN_URL || "postgres://postgres@127.0.0.1:5432/postgres");
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * Runs `npm run seed:large`'s script against the bench database; answers its summary lines. Attendance (a school
 * year is 38 million rows for 100 schools) only when the region asks for it.
 */
export const seedLargeRegion = (url: string, region: Region): Promise<string[]> =>
  new Promise((resolve, reject) => {
    const script = join(import.meta.dirname, "..", "..", "scripts", "seed-large.ts");
    const args = [
      "--schools",
      String(region.schools),
      "--students-per-school",
      String(region.studentsPerSchool),
      "--attendance-days",
      String(region.attendanceDays ?? 0),
    ];
    const child = spawn(process.execPath, ["--import", import.meta.resolve("tsx"), script, ...args], {
      env: { ...process.env, DATABASE_URL: url },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      out += chunk;
    });
    child.once("error", reject);
    child.once("close", (code) => {
      const lines = out.trim().split("\n");
      if (code !== 0)
        return reject(new Error(`seed-large exited with ${code}: ${lines.slice(-3).join(" ")}`));
      resolve(lines.filter((l) => /^(Done|Timings| {6,})/.test(l)).map((l) => l.trim()));
    });
  });

type OrgNode = { id: number; kind: string; children: OrgNode[] };

/** An API client for one signed-in user. */
export const client = (base: string, token: string) => {
  const headers = { authorization: `Bearer ${token}` };
  return {
    headers,
    get: <T>(path: string) => call<T>(`${base}/api${path}`, { headers }),
    post: <T>(path: string, body: unknown) => call<T>(`${base}/api${path}`, postJson(body, headers)),
  };
};
type Client = ReturnType<typeof client>;

/** Every class of the school, from GET /v3/org/tree. */
export const allClasses = async (api: Client): Promise<number[]> => {
  const out: number[] = [];
  const walk = (nodes: OrgNode[]) => {
    for (const n of nodes) {
      if (n.kind === "class") out.push(n.id);
      walk(n.children);
    }
  };
  walk(await api.get<OrgNode[]>("/v3/org/tree"));
  return out;
};

/** A released one-item form (one required line of text). */
export const releasedForm = async (api: Client): Promise<{ formId: number; version: number }> => {
  const { id } = await api.post<{ id: number }>("/v3/eos/form/admin/add", {
    name: "阅读打卡",
    items: [{ name: "阅读分钟数", type: 1, isNull: "N" }],
  });
  const { version } = await api.post<{ version: number }>("/v3/eos/form/admin/release", { id });
  return { formId: id, version };
};

/** A scene, created with saveScene and shown (its tasks reach users only when shown). */
export const shownScene = async (api: Client, name: string): Promise<number> => {
  const { id } = await api.post<{ id: number }>("/v3/saveScene", { name });
  await api.post("/v3/scene/show", { id });
  return id;
};

/** A published parent task (fillerType 2, open without a deadline, once) over the given classes. */
export const publishedTask = async (
  api: Client,
  t: { sceneId: number; formId: number; name: string; classIds: number[] },
): Promise<number> => {
  const { id } = await api.post<{ id: number }>("/v3/task/save", { ...t, fillerType: 2 });
  await api.post("/v3/task/publish", { id });
  return id;
};

/**
 * Arrangement only: one submitted value (no items) for every second student of the school, as their
 * first parent, created now. Answers how many were inserted.
 */
export const insertHalfTheValues = async (
  db: BenchDatabase,
  p: { schoolId: number; taskId: number; formId: number; version: number },
): Promise<number> => {
  const rows = await db.rawQuery<{ id: number }>(
    `insert into form_value (school_id, form_id, version, task_id, user_id, user_type, user_name,
                             belong_user_id, draft, created_at)
     select s.school_id, $3, $4, $2, p.id, 2, p.name, s.id, false, now()
       from (select school_id, id, row_number() over (order by id) as n from student where school_id = $1) s
       join lateral (select parent_id from parent_student ps
                      where ps.school_id = s.school_id and ps.student_id = s.id
                      order by parent_id limit 1) ps on true
       join parent p on p.school_id = s.school_id and p.id = ps.parent_id
      where s.n % 2 = 0
     returning id`,
    [p.schoolId, p.taskId, p.formId, p.version],
  );
  return rows.length;
};

export type ChosenParent = { phone: string; parentId: number; childId: number; classId: number };

/**
 * A parent with exactly one child, who has already filled the completion task (so that only the to-do
 * tasks are waiting), and whose phone no teacher shares (it signs in as the parent alone).
 */
export const parentWithOneFilledChild = async (
  db: BenchDatabase,
  schoolId: number,
  taskId: number,
): Promise<ChosenParent> => {
  const [row] = await db.rawQuery<{ phone: string; parent_id: number; child_id: number; class_id: number }>(
    `select p.phone, p.id as parent_id, min(ps.student_id) as child_id, min(s.class_id) as class_id
       from parent p
       join parent_student ps on ps.school_id = p.school_id and ps.parent_id = p.id
       join student s on s.school_id = ps.school_id and s.id = ps.student_id
       join account a on a.school_id = p.school_id and a.user_type = 2 and a.user_id = p.id
      where p.school_id = $1
        and not exists (select 1 from teacher t where t.school_id = p.school_id and t.phone = p.phone)
      group by p.id, p.phone
     having count(*) = 1
        and bool_and(exists (select 1 from form_value v where v.school_id = $1 and v.task_id = $2
                                and v.belong_user_id = ps.student_id and not v.draft))
      order by p.id limit 1`,
    [schoolId, taskId],
  );
  if (!row) throw new Error("no parent with one child who filled the task");
  return {
    phone: row.phone,
    parentId: Number(row.parent_id),
    childId: Number(row.child_id),
    classId: Number(row.class_id),
  };
};
