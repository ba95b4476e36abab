import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { toDate } from "./certificate.store.ts";

export type HeldCertificate = {
  id: number;
  certificateId: number;
  name: string;
  description: string;
  honour: number;
  termId: number;
  indicatorName: string | null;
  ruleKind: "score" | "level" | "manual";
  minScore: number | null;
  levelName: string | null;
  score: number | null;
  band: string | null;
  source: number;
  awardedAt: Date;
  imageFileId: number | null;
  /** The stamp's image, while the stamp is enabled. */
  stampFileId: number | null;
};

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A student's awards in force in these terms (every term when none is named), newest first. */
export const heldCertificates = async (
  db: Db,
  schoolId: number,
  studentId: number,
  termIds?: number[],
): Promise<HeldCertificate[]> => {
  if (termIds !== undefined && termIds.length === 0) return [];
  const inTerms =
    termIds === undefined
      ? sql``
      : sql` and a.term_id in (${sql.join(
          termIds.map((t) => sql`${t}::bigint`),
          sql`, `,
        )})`;
  const { rows } = await db.execute(sql`select a.id, a.certificate_id, c.name, c.description, c.honour,
      a.term_id, iv.name indicator_name, c.rule_kind, c.min_score::float8 min_score, c.level_name,
      a.score::float8 score, a.band, a.source, a.awarded_at, c.image_file_id, stp.file_id stamp_file_id
    from certificate_acquire a
    join certificate c on c.school_id = a.school_id and c.id = a.certificate_id
    left join evaluation_indicator_v iv on iv.school_id = c.school_id and iv.indicator_id = c.indicator_id
    left join certificate_stamp stp on stp.school_id = c.school_id and stp.id = c.stamp_id and stp.status = 1
    where a.school_id = ${schoolId} and a.student_id = ${studentId} and a.revoked_at is null${inTerms}
    order by a.awarded_at desc, a.id desc`);
  return (rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    certificateId: Number(r.certificate_id),
    name: String(r.name),
    description: String(r.description),
    honour: Number(r.honour),
    termId: Number(r.term_id),
    indicatorName: r.indicator_name === null ? null : String(r.indicator_name),
    ruleKind: r.rule_kind as HeldCertificate["ruleKind"],
    minScore: num(r.min_score),
    levelName: r.level_name === null ? null : String(r.level_name),
    score: num(r.score),
    band: r.band === null ? null : String(r.band),
    source: Number(r.source),
    awardedAt: toDate(r.awarded_at),
    imageFileId: num(r.image_file_id),
    stampFileId: num(r.stamp_file_id),
  }));
};
