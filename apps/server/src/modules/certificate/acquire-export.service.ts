import type { AcquirePageQuery } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { writeWorkbook } from "../../platform/files/xlsx.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import { awardRecords } from "./acquire.service.ts";
import type { CertificateDeps } from "./certificate.access.ts";
import { certificateText } from "./certificate.messages.ts";

const EXPORT_CAP = 20_000;

/** The award records the list shows, every page, as .xlsx (formula-like text neutralised by writeWorkbook). */
export const exportAwardRecords = async (
  deps: CertificateDeps,
  auth: AuthContext,
  q: AcquirePageQuery,
  lang: Lang,
): Promise<{ file: Buffer; name: string }> => {
  const { list } = await awardRecords(deps, auth, q, { limit: EXPORT_CAP, offset: 0 });
  const text = (key: Parameters<typeof certificateText>[1]) => certificateText(lang, key);
  const honour = (n: number) =>
    n >= 1 && n <= 4 ? text(`honour${n}` as "honour1" | "honour2" | "honour3" | "honour4") : "";
  const header = [
    text("colCertificate"),
    text("colHonour"),
    text("colTerm"),
    text("colName"),
    text("colNo"),
    text("colClass"),
    text("colSource"),
    text("colScore"),
    text("colBand"),
    text("colReason"),
    text("colBy"),
    text("colAt"),
    text("colRevoked"),
  ];
  const rows = list.map((r) => [
    r.certificateName,
    honour(r.honour),
    r.termName,
    r.studentName,
    r.studentNo,
    r.className,
    text(r.source === 1 ? "sourceRule" : "sourceManual"),
    r.score,
    r.band ?? "",
    r.reason,
    r.awardedBy,
    r.awardedAt.slice(0, 16).replace("T", " "),
    r.revokeReason ?? "",
  ]);
  const file = await writeWorkbook([{ name: text("sheet"), rows: [header, ...rows] }]);
  return { file, name: text("fileName") };
};
