import type { CodeResolver } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import type { FileReader, FileReaderContext } from "../files/index.ts";
import { type AwardScope, certificatesShown, stampsShown } from "./acquire.store.ts";
import { awardScopeOf } from "./certificate.access.ts";

type ReaderDeps = { now: () => Date; codesOf: CodeResolver };

/** Whose awards the caller sees (certificate.access.ts), read on the reader's connection; null: nobody's. */
const scopeOf = async (deps: ReaderDeps, ctx: FileReaderContext): Promise<AwardScope | null> => {
  const { codes } = ctx;
  const codesOf: CodeResolver = codes ? async () => codes : deps.codesOf;
  return awardScopeOf({ db: ctx.db as Db, now: deps.now, codesOf }, ctx.auth).catch(() => null);
};

const everyone = (s: AwardScope) => s.classIds === undefined && s.studentIds === undefined;

/**
 * Who reads a certificate's image and its stamp's: whoever sees an award of it (the award list and the
 * student's certificates show both): staff who manage certificates or scores, teachers their classes' awards,
 * holders their own, parents their children's.
 */
export const certificateFileReaders = (
  deps: ReaderDeps,
): { certificate: FileReader; certificateStamp: FileReader } => ({
  certificate: async (ctx, ids) => {
    const scope = await scopeOf(deps, ctx);
    if (!scope) return [];
    return everyone(scope) ? ids : certificatesShown(ctx.db as Db, scope, ids);
  },
  certificateStamp: async (ctx, ids) => {
    const scope = await scopeOf(deps, ctx);
    if (!scope) return [];
    return everyone(scope) ? ids : stampsShown(ctx.db as Db, scope, ids);
  },
});
