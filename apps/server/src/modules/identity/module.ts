import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SmsOutbox } from "../../platform/sms/sms-provider.ts";
import { areaRoleRoutes } from "./area-roles.routes.ts";
import { authRoutes } from "./auth.routes.ts";
import type { IdentityDeps } from "./identity.deps.ts";
import { parentChildrenRoutes } from "./parent-children.routes.ts";
import { passwordRoutes } from "./password.routes.ts";
import { qrRoutes } from "./qr.routes.ts";
import { thirdPartyRoutes } from "./third-party/third-party.routes.ts";
import { trustCodeRoutes } from "./trust-code.routes.ts";
import { visitorRoutes } from "./visitor.routes.ts";

export type IdentityModuleDeps = IdentityDeps & {
  /** The SMS outbox that development builds may read back; none in production. */
  devOutbox: SmsOutbox | undefined;
  devOutboxAllow: ReadonlyArray<string> | undefined;
  dataKey: Buffer;
  trustedRedirectHosts: string[];
};

/** Sign-in (password, phone code, QR, trust code, visitors, third parties), passwords and area roles. */
export const identityModule =
  (deps: IdentityModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    const identity: IdentityDeps = { db: deps.db, cache: deps.cache, sms: deps.sms, now: deps.now };
    await api.register(authRoutes(identity, deps.devOutbox, deps.devOutboxAllow));
    await api.register(passwordRoutes(identity));
    await api.register(parentChildrenRoutes(identity));
    await api.register(areaRoleRoutes(identity));
    await api.register(qrRoutes(identity));
    await api.register(trustCodeRoutes({ ...identity, trustedRedirectHosts: deps.trustedRedirectHosts }));
    await api.register(visitorRoutes(identity));
    await api.register(
      thirdPartyRoutes({
        ...identity,
        dataKey: deps.dataKey,
        trustedRedirectHosts: deps.trustedRedirectHosts,
      }),
    );
  };
