import type { ExportItem } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { asSystem } from "../../platform/db/tenant-context.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import type { JobReader, Jobs } from "../../platform/jobs/jobs.ts";
import { jobView } from "../../platform/jobs/jobs.ts";
import type { GeneratedFiles } from "../files/index.ts";
import { dueForSweep, type ExportResult, markExpired, pageExportJobs } from "./exports.store.ts";

/** How long a finished export's file is kept, and how long one download link works. */
export const KEEP_DAYS = 7;
export const LINK_SECONDS = 3600;
const DAY_MS = 86_400_000;

/** What every export job's payload carries besides the kind's own input. */
export type ExportPayload<P> = {
  title: string;
  lang: Lang;
  who: { userId: number; userType: number };
  input: P;
};

/**
 * One kind of export an area offers in the background: it makes the .xlsx (or .zip) for a school from the
 * kind's input; the engine stores it for the person who asked and names it in the job's result.
 */
export type ExportKind<P> = {
  kind: string;
  /** Staff with this permission code follow every export of the kind, as /v3/job/page lets them. */
  managedBy?: string;
  make: (ctx: { schoolId: number; input: P; lang: Lang }) => Promise<{ fileName: string; data: Buffer }>;
};

export type Exports = {
  register<P>(kind: ExportKind<P>): void;
  /** Queues an export for the signed-in staff member; answers the job's id (follow it at /v3/job/get). */
  start<P>(auth: AuthContext, kind: string, input: P, meta: { title: string; lang: Lang }): Promise<number>;
  list(
    schoolId: number,
    reader: JobReader,
    q: { page: number; size: number; name?: string },
  ): Promise<{ list: ExportItem[]; total: number }>;
  /** Deletes the files of exports whose time is up and marks them expired; answers how many. Idempotent. */
  sweep(): Promise<number>;
  kinds(): string[];
};

export const createExports = (deps: {
  db: Db;
  now: () => Date;
  jobs: Jobs;
  files: GeneratedFiles;
}): Exports => {
  const kinds = new Set<string>();

  const itemOf = async (row: Parameters<typeof jobView>[0]): Promise<ExportItem> => {
    const view = jobView(row);
    const payload = row.payload as Partial<ExportPayload<unknown>>;
    const result = view.state === "done" ? (view.result as ExportResult | null) : null;
    const expiresMs = result ? Date.parse(result.expiresAt) : Number.NaN;
    const nowMs = deps.now().getTime();
    const expired = result ? result.expired === true || expiresMs <= nowMs : false;
    let url: string | null = null;
    let urlExpiresAt: string | null = null;
    if (result && !expired) {
      // The link never outlives the file.
      const exp = Math.floor(Math.min(nowMs + LINK_SECONDS * 1000, expiresMs) / 1000);
      url = await deps.files.link(row.schoolId, result.fileId, exp);
      urlExpiresAt = url ? new Date(exp * 1000).toISOString() : null;
    }
    return {
      id: view.id,
      name: result?.name ?? payload.title ?? view.kind,
      kind: view.kind,
      state: view.state,
      size: result?.size ?? null,
      createdAt: view.createdAt,
      finishedAt: view.finishedAt,
      expiresAt: result?.expiresAt ?? null,
      expired,
      url,
      urlExpiresAt,
    };
  };

  return {
    register: (k) => {
      kinds.add(k.kind);
      deps.jobs.register<ExportPayload<unknown>, ExportResult>(
        k.kind,
        async (ctx) => {
          const { who, input, lang } = ctx.payload;
          const made = await k.make({ schoolId: ctx.schoolId, input: input as never, lang });
          const ref = await deps.files.store(
            { schoolId: ctx.schoolId, userId: who.userId, userType: who.userType },
            made.fileName,
            made.data,
          );
          const expiresAt = new Date(deps.now().getTime() + KEEP_DAYS * DAY_MS).toISOString();
          return { fileId: ref.id, name: ref.name, size: ref.size, expiresAt };
        },
        { managedBy: k.managedBy },
      );
    },
    start: (auth, kind, input, meta) => {
      if (!kinds.has(kind)) throw new Error(`export kind ${kind} is not registered`);
      const payload: ExportPayload<unknown> = {
        title: meta.title,
        lang: meta.lang,
        who: { userId: auth.userId, userType: auth.userType },
        input,
      };
      return deps.jobs.enqueue({ schoolId: auth.schoolId, kind, payload, createdBy: auth.userId });
    },
    list: async (schoolId, reader, q) => {
      const r = await pageExportJobs(deps.db, schoolId, {
        kinds: [...kinds],
        reader,
        name: q.name,
        limit: q.size,
        offset: (q.page - 1) * q.size,
      });
      return { list: await Promise.all(r.rows.map(itemOf)), total: r.total };
    },
    sweep: () =>
      asSystem(async () => {
        let swept = 0;
        for (;;) {
          const due = await dueForSweep(deps.db, [...kinds], deps.now(), 100);
          for (const row of due) {
            const result = row.result as ExportResult;
            await deps.files.remove(row.schoolId, result.fileId);
            await markExpired(deps.db, row.schoolId, row.id);
            swept++;
          }
          if (due.length < 100) return swept;
        }
      }),
    kinds: () => [...kinds],
  };
};
