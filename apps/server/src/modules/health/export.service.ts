import type { HealthListQuery } from "@eos/contracts";
import { writeAudit } from "../../platform/audit/audit.store.ts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { writeWorkbook } from "../../platform/files/xlsx.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import { healthText } from "./health.messages.ts";
import { checksForExport, type HealthDeps } from "./record.service.ts";

/**
 * The checks a query selects as .xlsx. Every export is audited (action health.export, the target the class,
 * the student or the school), before the file leaves.
 */
export const exportChecks = async (
  deps: HealthDeps,
  auth: AuthContext,
  q: Omit<HealthListQuery, "page" | "size">,
  lang: Lang,
  meta: { ip: string | null; userAgent: string | null },
) => {
  const rows = await checksForExport(deps, auth, q);
  const target =
    q.studentId !== undefined
      ? { type: "student", id: q.studentId, name: rows[0]?.name ?? "" }
      : q.classId !== undefined
        ? { type: "class", id: q.classId, name: rows[0]?.className ?? "" }
        : { type: "school", id: auth.schoolId, name: "" };
  const span = q.day ?? [q.from ?? "", q.to ?? ""].filter(Boolean).join("~");
  await writeAudit(deps.db, {
    schoolId: auth.schoolId,
    action: "health.export",
    actor: { type: auth.userType, id: auth.userId, name: auth.name },
    target: { ...target, name: `${target.name}${span ? ` ${span}` : ""} (${rows.length})`.trim() },
    ...meta,
  });
  const t = (k: Parameters<typeof healthText>[1]) => healthText(lang, k);
  const sep = lang === "zh-CN" ? "、" : ", ";
  const data = await writeWorkbook([
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
  return { fileName: `health-checks${span ? `-${span}` : ""}.xlsx`, data };
};
