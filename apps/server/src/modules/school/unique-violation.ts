/** PostgreSQL's unique_violation, whichever driver (or drizzle's wrapper) carries it. */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
};
