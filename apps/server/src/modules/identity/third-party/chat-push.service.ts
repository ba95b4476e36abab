import { asSystem } from "../../../platform/db/tenant-context.ts";
import { fetchJson, ProviderUnavailableError, trimSlash } from "./provider.ts";
import type { ConfigDeps } from "./provider-config.service.ts";
import { providerConfigOf } from "./provider-config.service.ts";
import { chatIdentitiesOf, listProviders } from "./third-party.store.ts";

/** Someone to tell: SPEC 9 role code and their teacher, student or parent id. */
export type ChatRecipient = { userType: number; userId: number };

/** WeCom takes at most 1,000 user ids in one message/send. */
const PER_CALL = 1000;

/**
 * Messages in the work chat (WeCom) to the people who signed in through it: for each of the school's enabled
 * WeCom apps with an agent id, `cgi-bin/gettoken` then `cgi-bin/message/send` (a text message to their user ids,
 * 1,000 a call). People who never signed in through the work chat are not reached here (they have the in-app
 * notice and, where the school enabled it, a text message). Answers how many people the platform accepted.
 * Tokens are kept until shortly before they expire.
 */
export const createChatPush = (deps: ConfigDeps & { now: () => Date }) => {
  const tokens = new Map<string, { token: string; until: number }>();

  const tokenOf = async (base: string, corpId: string, secret: string) => {
    const key = `${base}|${corpId}|${secret}`;
    const kept = tokens.get(key);
    if (kept && kept.until > deps.now().getTime()) return kept.token;
    const q = new URLSearchParams({ corpid: corpId, corpsecret: secret });
    const { body } = await fetchJson(`${base}/cgi-bin/gettoken?${q}`);
    if (Number(body.errcode ?? 0) !== 0 || typeof body.access_token !== "string")
      throw new ProviderUnavailableError(`wecom gettoken errcode ${String(body.errcode)}`);
    const seconds = typeof body.expires_in === "number" ? body.expires_in : 7200;
    tokens.set(key, { token: body.access_token, until: deps.now().getTime() + (seconds - 300) * 1000 });
    return body.access_token;
  };

  return async (schoolId: number, to: readonly ChatRecipient[], text: string): Promise<number> => {
    if (to.length === 0) return 0;
    const { apps, identities } = await asSystem(async () => ({
      apps: (await listProviders(deps.db, schoolId)).filter(
        (p) => p.enabled && p.kind === "wecom" && p.agentId,
      ),
      identities: await chatIdentitiesOf(deps.db, schoolId, "wecom", to),
    }));
    let reached = 0;
    for (const app of apps) {
      const userIds = identities.filter((i) => i.corpOrAppId === app.clientId).map((i) => i.providerUserId);
      if (userIds.length === 0) continue;
      const found = await asSystem(() => providerConfigOf(deps, schoolId, app.id));
      if (!found) continue;
      const { config } = found;
      const base = trimSlash(config.baseUrl ?? "https://qyapi.weixin.qq.com");
      const token = await tokenOf(base, config.clientId, config.secret);
      for (let i = 0; i < userIds.length; i += PER_CALL) {
        const batch = userIds.slice(i, i + PER_CALL);
        const { body } = await fetchJson(
          `${base}/cgi-bin/message/send?access_token=${encodeURIComponent(token)}`,
          {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              touser: batch.join("|"),
              msgtype: "text",
              agentid: Number(config.agentId),
              text: { content: text },
            }),
          },
        );
        if (Number(body.errcode ?? 0) !== 0)
          throw new ProviderUnavailableError(`wecom message/send errcode ${String(body.errcode)}`);
        const invalid =
          typeof body.invaliduser === "string" && body.invaliduser ? body.invaliduser.split("|") : [];
        reached += batch.length - invalid.length;
      }
    }
    return reached;
  };
};

export type ChatPush = ReturnType<typeof createChatPush>;
