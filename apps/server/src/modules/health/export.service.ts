import type { HealthListQuery, HealthRecord } from "@eos/contracts";
import { writeAudit } from "../../platform/audit/audit.store.ts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { writeWorkbook } from "../../platform/files/xlsx.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import type { Exports } from "../exports/index.ts";
import { healthText } from "./health.messages.ts";
import type { RecordFilter } from "./health.store.ts";
import {
  checksForExport,
  checksOfFilter,
  countChecks,
  exportFilterOf,
  type HealthDeps,
} from "./record.service.ts";

export const HEALTH_EXPORT_JOB = "health.export";

type Query = Omit<HealthListQuery, "page" | "size">;
type Meta = { ip: string | null; userAgent: string | null };
/** What a background export carries: the caller's filter, their scope resolved when they asked, and its span. */
type ExportInput = { filter: RecordFilter; span: string };

const spanOf = (q: Query) => q.day ?? [q.from ?? "", q.to ?? ""].filter(Boolean).join("~");
const fileNameOf = (span: string) => `health-checks${span ? `-${span}` : ""}.xlsx`;

/** Every export is audited (action health.export, the target the class, the student or the school) before the file leaves. */
const audit = (
  db: Db,
  auth: AuthContext,
  q: Query,
  count: number,
  named: { student?: string; className?: string },
  meta: Meta,
) => {
  const target =
    q.studentId !== undefined
      ? { type: "student", id: q.studentId, name: named.student ?? "" }
      : q.classId !== undefined
        ? { type: "class", id: q.classId, name: named.className ?? "" }
        : { type: "school", id: auth.schoolId, name: "" };
  const span = spanOf(q);
  return writeAudit(db, {
    schoolId: auth.schoolId,
    action: "health.export",
    actor: { type: auth.userType, id: auth.userId, name: auth.name },
    target: { ...target, name: `${target.name}${span ? ` ${span}` : ""} (${count})`.trim() },
    ...meta,
  });
};

const workbookOf = (rows: HealthRecord[], lang: Lang) => {
  const t = (k: Parameters<typeof healthText>[1]) => healthText(lang, k);
  const sep = lang === "zh-CN" ? "、" : ", ";
  return writeWorkbook([
    {
      name: t("sheet"),
      rows: [
        [
          t("colDay"),
          t("colClass"),
          t("colNo"),
          t("colName"),
          t("colTemperature"),
          t("colSymptoms"),
          t("colNote"),
          t("colBy"),
          t("colAt"),
        ],
        ...rows.map((r) => [
          r.day,
          r.className,
          r.studentNo,
          r.name,
          r.temperature,
          r.symptoms.map((s) => t(s)).join(sep),
          r.note,
          r.recordedByName,
          r.recordedAt,
        ]),
      ],
    },
  ]);
};

/** The checks a query selects as .xlsx, made in the request (up to EXPORT_LIMIT rows; more: refused). */
export const exportChecks = async (deps: HealthDeps, auth: AuthContext, q: Query, lang: Lang, meta: Meta) => {
  const rows = await checksForExport(deps, auth, q);
  await audit(deps.db, auth, q, rows.length, { student: rows[0]?.name, className: rows[0]?.className }, meta);
  return { fileName: fileNameOf(spanOf(q)), data: await workbookOf(rows, lang) };
};

/**
 * The same export in the background, without a limit: the caller's scope is resolved and the export audited when
 * they ask; the file is theirs alone on the Downloads page. Answers the job's id.
 */
export const startChecksExport = async (
  deps: HealthDeps & { exports: Exports },
  auth: AuthContext,
  q: Query,
  lang: Lang,
  meta: Meta,
): Promise<number> => {
  const filter = await exportFilterOf(deps, auth, q);
  const span = spanOf(q);
  await audit(deps.db, auth, q, await countChecks(deps.db, auth.schoolId, filter), {}, meta);
  return deps.exports.start<ExportInput>(
    auth,
    HEALTH_EXPORT_JOB,
    { filter, span },
    { title: fileNameOf(span), lang },
  );
};

/** The background kind of the health export (registered in app.ts). */
export const registerHealthExport = (deps: { db: Db }, exports: Exports) =>
  exports.register<ExportInput>({
    kind: HEALTH_EXPORT_JOB,
    make: async ({ schoolId, input, lang }) => ({
      fileName: fileNameOf(input.span),
      data: await workbookOf(await checksOfFilter(deps.db, schoolId, input.filter), lang),
    }),
  });
