import { z } from "zod";

/**
 * Rule certificates (SPEC 3 'rule certificate (acquire records, stamps)', SPEC 4, SPEC 7 'Certificates'): a
 * school's certificates for a term, awarded by a rule on a student's indicator score or level, or by staff;
 * the acquire records; the stamps printed on them.
 */

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ids = z.array(id).min(1).max(1000);

/** 0 draft (being written, never awarded), 1 enabled (awarded), 2 disabled (kept, no longer awarded). */
export const certificateStates = [0, 1, 2] as const;
export type CertificateState = (typeof certificateStates)[number];
const state = z.coerce
  .number()
  .int()
  .refine((n): n is CertificateState => (certificateStates as readonly number[]).includes(n), {
    message: "state must be 0, 1 or 2",
  });

/** The grade of honour: 1 class, 2 grade, 3 school, 4 district (area). */
export const certificateHonours = [1, 2, 3, 4] as const;
const honour = z.coerce
  .number()
  .int()
  .refine((n) => (certificateHonours as readonly number[]).includes(n), { message: "honour must be 1 to 4" });

/** How a certificate is awarded: a score threshold or a level on an indicator, or only by hand. */
export const certificateRuleKinds = ["score", "level", "manual"] as const;
export type CertificateRuleKind = (typeof certificateRuleKinds)[number];

export const certificateSaveSchema = z
  .object({
    id: id.optional(),
    name: z.string().trim().min(1).max(60),
    description: z.string().trim().max(500).default(""),
    honour: honour.default(3),
    termId: id,
    imageFileId: id.nullable().default(null),
    stampId: id.nullable().default(null),
    ruleKind: z.enum(certificateRuleKinds),
    indicatorId: id.nullable().default(null),
    minScore: z.number().min(0).max(100_000).nullable().default(null),
    levelName: z.string().trim().min(1).max(20).nullable().default(null),
  })
  .refine((c) => c.ruleKind === "manual" || c.indicatorId !== null, {
    message: "a score or level rule needs an indicator",
    path: ["indicatorId"],
  })
  .refine((c) => c.ruleKind !== "score" || c.minScore !== null, {
    message: "a score rule needs a minimum score",
    path: ["minScore"],
  })
  .refine((c) => c.ruleKind !== "level" || c.levelName !== null, {
    message: "a level rule needs a level",
    path: ["levelName"],
  });
export type CertificateSave = z.infer<typeof certificateSaveSchema>;

export const certificateSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  honour: z.number(),
  termId: z.number(),
  termName: z.string(),
  imageFileId: z.number().nullable(),
  imageUrl: z.string().nullable(),
  stampId: z.number().nullable(),
  stampName: z.string().nullable(),
  ruleKind: z.enum(certificateRuleKinds),
  indicatorId: z.number().nullable(),
  indicatorName: z.string().nullable(),
  /** The indicator's model (for editors that pick a model first). */
  modelId: z.number().nullable(),
  minScore: z.number().nullable(),
  levelName: z.string().nullable(),
  state: z.number(),
  /** Awards not revoked. */
  awarded: z.number(),
  updatedAt: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificatePageQuerySchema = z.object({
  termId: id.optional(),
  state: state.optional(),
  keyword: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
export type CertificatePageQuery = z.infer<typeof certificatePageQuerySchema>;

export const certificateStateSchema = z.object({ ids, state });
export const certificateOneStateSchema = z.object({ id, state });
export const certificateCopySchema = z.object({ id, termId: id.optional() });
export type CertificateStateChange = z.infer<typeof certificateStateSchema>;

export const certificateIdBodySchema = z.object({ id });
export const certificateIdQuerySchema = z.object({ id });

/** Batch award: every enabled rule certificate of the term, for every student whose score qualifies. */
export const certificateBatchAwardSchema = z.object({ termId: id.optional() });
export const certificateBatchResultSchema = z.object({
  termId: z.number(),
  certificates: z.number(),
  awarded: z.number(),
});
export type CertificateBatchResult = z.infer<typeof certificateBatchResultSchema>;

export const certificateManualAwardSchema = z.object({
  certificateId: id,
  studentIds: ids,
  reason: z.string().trim().max(200).default(""),
});
export const certificateRevokeSchema = z.object({ ids, reason: z.string().trim().min(1).max(200) });
export const certificateCountSchema = z.object({ count: z.number() });

export const acquireSorts = ["awardedAt", "studentNo", "className", "score", "certificate"] as const;
export const acquirePageQuerySchema = z.object({
  termId: id.optional(),
  certificateId: id.optional(),
  classId: id.optional(),
  gradeId: id.optional(),
  /** active: awards in force (default); revoked: taken back; all: both. */
  status: z.enum(["active", "revoked", "all"]).default("active"),
  keyword: z.string().trim().max(60).optional(),
  sort: z.enum(acquireSorts).default("awardedAt"),
  order: z.enum(["desc", "asc"]).default("desc"),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
export type AcquirePageQuery = z.infer<typeof acquirePageQuerySchema>;

export const acquireRecordSchema = z.object({
  id: z.number(),
  certificateId: z.number(),
  certificateName: z.string(),
  honour: z.number(),
  termId: z.number(),
  termName: z.string(),
  studentId: z.number(),
  studentName: z.string(),
  studentNo: z.string(),
  classId: z.number().nullable(),
  className: z.string(),
  /** 1 by the rule (batch award), 2 by hand. */
  source: z.number(),
  /** The indicator score (and its level) that earned a rule award; null for a manual one. */
  score: z.number().nullable(),
  band: z.string().nullable(),
  reason: z.string(),
  awardedBy: z.string(),
  awardedAt: z.string(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type AcquireRecord = z.infer<typeof acquireRecordSchema>;

/** /v3/ruleStuLog/listCertAcquiredScore and /app/certificate/mine: one student's certificates. */
export const studentCertificateQuerySchema = z.object({ studentId: id.optional(), termId: id.optional() });
export const studentCertificateSchema = z.object({
  studentId: z.number(),
  studentName: z.string(),
  list: z.array(
    z.object({
      id: z.number(),
      certificateId: z.number(),
      name: z.string(),
      description: z.string(),
      honour: z.number(),
      termId: z.number(),
      termName: z.string(),
      indicatorName: z.string().nullable(),
      ruleKind: z.enum(certificateRuleKinds),
      minScore: z.number().nullable(),
      levelName: z.string().nullable(),
      score: z.number().nullable(),
      band: z.string().nullable(),
      source: z.number(),
      awardedAt: z.string(),
      imageUrl: z.string().nullable(),
      stampUrl: z.string().nullable(),
    }),
  ),
});
export type StudentCertificates = z.infer<typeof studentCertificateSchema>;

export const stampSaveSchema = z.object({
  id: id.optional(),
  name: z.string().trim().min(1).max(60),
  fileId: id,
});
export const stampStatusSchema = z.object({
  id,
  status: z.coerce
    .number()
    .int()
    .refine((n) => n === 0 || n === 1, { message: "status must be 0 or 1" }),
});
export const stampSchema = z.object({
  id: z.number(),
  name: z.string(),
  fileId: z.number(),
  url: z.string(),
  /** 1 enabled (may be put on certificates), 0 disabled. */
  status: z.number(),
  /** Certificates that carry it. */
  used: z.number(),
  createdAt: z.string(),
});
export type CertificateStamp = z.infer<typeof stampSchema>;

/** /v3/summary/certificate: certificate counts of the scope in a term, by certificate, class and grade. */
export const certificateSummaryQuerySchema = z.object({
  termId: id.optional(),
  gradeId: id.optional(),
  classId: id.optional(),
});
export type CertificateSummaryQuery = z.infer<typeof certificateSummaryQuerySchema>;
export const certificateSummarySchema = z.object({
  termId: z.number(),
  termName: z.string(),
  /** Awards in force in the scope, and the students holding at least one. */
  awarded: z.number(),
  students: z.number(),
  holders: z.number(),
  certificates: z.array(z.object({ certificateId: z.number(), name: z.string(), count: z.number() })),
  grades: z.array(
    z.object({
      gradeId: z.number().nullable(),
      gradeName: z.string(),
      count: z.number(),
      holders: z.number(),
    }),
  ),
  classes: z.array(
    z.object({
      classId: z.number(),
      className: z.string(),
      gradeName: z.string(),
      count: z.number(),
      holders: z.number(),
      students: z.number(),
    }),
  ),
});
export type CertificateSummary = z.infer<typeof certificateSummarySchema>;

/** /v3/summary/area/certificate: each school of the area in its current term. */
export const areaCertificateSummarySchema = z.object({
  schools: z.array(
    z.object({
      schoolId: z.number(),
      schoolName: z.string(),
      termName: z.string().nullable(),
      certificates: z.number(),
      awarded: z.number(),
      holders: z.number(),
      students: z.number(),
    }),
  ),
});
export type AreaCertificateSummary = z.infer<typeof areaCertificateSummarySchema>;

/** Several certificates deleted at once; ones students hold are refused unless `revokeAwards` takes the awards too. */
export const certificateBatchDeleteSchema = z.object({
  ids,
  revokeAwards: z
    .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")])
    .default(false),
});
export type CertificateBatchDelete = z.infer<typeof certificateBatchDeleteSchema>;
export const certificateBatchDeleteResultSchema = z.object({
  count: z.number(),
  /** Awards in force that went with the deleted certificates. */
  revoked: z.number(),
});

/** One award printed as a PDF. */
export const awardPdfQuerySchema = z.object({ id });
/** A certificate's awards in force, one PDF each, in a zip: a class's (or, for managers, everyone's). */
export const awardPdfBatchQuerySchema = z.object({ certificateId: id, classId: id.optional() });

/** Awards imported from .xlsx for the term's certificates (the current term by default). */
export const awardImportQuerySchema = z.object({
  termId: id.optional(),
  dryRun: z.enum(["true", "false"]).optional(),
});
export const awardImportProblemSchema = z.object({
  row: z.number(),
  column: z.string(),
  code: z.string(),
  message: z.string(),
});
export const awardImportResultSchema = z.object({
  ok: z.boolean(),
  dryRun: z.boolean(),
  termId: z.number(),
  rows: z.number(),
  /** Awards the import gives (a dry run: would give). */
  awards: z.number(),
  problems: z.array(awardImportProblemSchema),
});
export type AwardImportResult = z.infer<typeof awardImportResultSchema>;
