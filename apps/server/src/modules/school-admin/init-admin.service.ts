import { createHash, timingSafeEqual } from "node:crypto";
import type { z } from "zod";
import type { Cache } from "../../platform/cache/cache.ts";
import type { Db } from "../../platform/db/client.ts";
import { asSystem } from "../../platform/db/tenant-context.ts";
import { checkAccountName, createPlatformAdmin, refuseWeakAdminPassword } from "../identity/index.ts";
import { ensureSchoolRoot } from "../org/index.ts";
import { findPlatformSite, forgetDomains, insertSite, siteOfDomain } from "../school/index.ts";
import { schoolAdminError } from "./school-admin.messages.ts";
import type { setInitAdminBody } from "./school-admin.schemas.ts";
import { checkedDomain, ensureDomainFree } from "./site-rules.ts";

export type InitAdminDeps = { db: Db; cache: Cache; setupCode: string | undefined };

const closed = () => schoolAdminError(403, "setupClosed");

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
const sameCode = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/** GET center/permissions/initAdminState: whether first-time setup is still open on this installation. */
export const initAdminState = async (deps: InitAdminDeps) => ({
  initialised: (await findPlatformSite(deps.db)) !== undefined,
  setupAvailable: deps.setupCode !== undefined,
});

/**
 * POST center/permissions/setInitAdmin: the first platform administrator and the platform's own site, where
 * platform administrators sign in. It works once. The site is a `school` row of type 2, and a partial unique
 * index allows one such row: two calls at once both try to insert it, the second waits for the first and
 * inserts nothing, and from then on every call is refused. The caller proves they run the server with the
 * setup code (printed at start-up, or SETUP_CODE), so nobody else on the network can take a fresh install.
 */
export const setInitAdmin = async (deps: InitAdminDeps, input: z.infer<typeof setInitAdminBody>) => {
  if (deps.setupCode === undefined) throw schoolAdminError(403, "setupUnavailable");
  if (await findPlatformSite(deps.db)) throw closed();
  if (!sameCode(input.setupCode, deps.setupCode)) throw schoolAdminError(403, "setupCodeWrong");
  const domain = checkedDomain(input.domain);
  checkAccountName(input.account);
  await ensureDomainFree(deps.db, domain);
  await refuseWeakAdminPassword({ loginName: input.account, pwd: input.pwd, pwdFacts: input.pwdFacts });
  // Whoever holds the setup code runs the installation: the platform's own site is the system's to create.
  const created = await asSystem(() =>
    deps.db.transaction(async (tx) => {
      const id = await insertSite(tx, {
        name: input.siteName,
        domain,
        type: 2,
        areaId: null,
        loginType: 1,
        timeZone: "Asia/Shanghai",
      });
      if (id === undefined) {
        if (await findPlatformSite(tx)) throw closed();
        if ((await siteOfDomain(tx, domain)) !== undefined)
          throw schoolAdminError(400, "domainTaken", { domain });
        throw closed();
      }
      await createPlatformAdmin(tx, {
        schoolId: id,
        name: input.name,
        loginName: input.account,
        pwd: input.pwd,
        pwdFacts: input.pwdFacts,
      });
      await ensureSchoolRoot(tx, id, input.siteName);
      return { schoolId: id };
    }),
  );
  await forgetDomains(deps.cache, [domain]);
  return { schoolId: created.schoolId, domain, loginName: input.account };
};
