import Fastify, { type FastifyInstance } from "fastify";
import { emptyDirectory, type FakeDirectory, registerDirectoryFakes } from "./chat-directory-fakes.ts";

/** One person each platform knows, by the code the test hands out. */
export type FakeCodes = {
  wechat: Record<string, { openid: string; unionid?: string }>;
  wecom: Record<string, { userid: string }>;
  dingtalk: Record<string, { unionId: string; mobile?: string; corpId?: string }>;
};

export type ChatPlatformFakes = {
  baseUrl: string;
  calls: string[];
  /** The work chat's app messages (cgi-bin/message/send) as it received them. */
  messages: { touser: string; agentid: number; content: string }[];
  /** The directories the sync reads; change it to change what the platforms answer. */
  directory: FakeDirectory;
  close: () => Promise<void>;
};

/**
 * The documented code-exchange endpoints of WeChat (sns/oauth2/access_token), WeCom (cgi-bin/gettoken,
 * cgi-bin/auth/getuserinfo) and DingTalk (v1.0/oauth2/userAccessToken, v1.0/contact/users/me), on loopback.
 * A code works once, as on the real platforms. Their directory calls are in chat-directory-fakes.ts.
 */
export const startChatPlatformFakes = async (
  codes: FakeCodes,
  secrets: { wechat: string; wecom: string; dingtalk: string },
  directory: FakeDirectory = emptyDirectory(),
): Promise<ChatPlatformFakes> => {
  const app: FastifyInstance = Fastify();
  const calls: string[] = [];
  const used = new Set<string>();
  const spend = <T>(table: Record<string, T>, code: string): T | undefined => {
    if (used.has(code)) return undefined;
    used.add(code);
    return table[code];
  };
  app.addHook("onRequest", async (req) => {
    calls.push(req.url.split("?")[0] ?? req.url);
  });
  registerDirectoryFakes(app, directory, secrets);

  app.get<{ Querystring: Record<string, string> }>("/sns/oauth2/access_token", async (req) => {
    const q = req.query;
    if (q.secret !== secrets.wechat || q.grant_type !== "authorization_code") {
      return { errcode: 40125, errmsg: "invalid appsecret" };
    }
    const who = spend(codes.wechat, q.code ?? "");
    if (!who) return { errcode: 40029, errmsg: "invalid code" };
    return { access_token: "wx-at", expires_in: 7200, refresh_token: "wx-rt", scope: "snsapi_base", ...who };
  });

  app.get<{ Querystring: Record<string, string> }>("/cgi-bin/gettoken", async (req) =>
    req.query.corpsecret === secrets.wecom
      ? { errcode: 0, errmsg: "ok", access_token: "wecom-at", expires_in: 7200 }
      : { errcode: 40001, errmsg: "invalid credential" },
  );
  const messages: ChatPlatformFakes["messages"] = [];
  app.post<{ Querystring: Record<string, string>; Body: Record<string, unknown> }>(
    "/cgi-bin/message/send",
    async (req) => {
      if (req.query.access_token !== "wecom-at") return { errcode: 40014, errmsg: "invalid access_token" };
      const b = req.body;
      const content = (b.text as { content?: unknown } | undefined)?.content;
      if (b.msgtype !== "text" || typeof b.touser !== "string" || typeof content !== "string")
        return { errcode: 40008, errmsg: "invalid message type" };
      messages.push({ touser: b.touser, agentid: Number(b.agentid), content });
      return { errcode: 0, errmsg: "ok", invaliduser: "" };
    },
  );
  app.get<{ Querystring: Record<string, string> }>("/cgi-bin/auth/getuserinfo", async (req) => {
    if (req.query.access_token !== "wecom-at") return { errcode: 40014, errmsg: "invalid access_token" };
    const who = spend(codes.wecom, req.query.code ?? "");
    if (!who) return { errcode: 40029, errmsg: "invalid code" };
    return { errcode: 0, errmsg: "ok", userid: who.userid, user_ticket: "ticket" };
  });

  const tokens = new Map<string, { unionId: string; mobile?: string }>();
  app.post<{ Body: Record<string, string> }>("/v1.0/oauth2/userAccessToken", async (req, reply) => {
    const b = req.body;
    if (b.clientSecret !== secrets.dingtalk || b.grantType !== "authorization_code") {
      return reply.code(400).send({ code: "invalidClientSecret", message: "bad client" });
    }
    const who = spend(codes.dingtalk, b.code ?? "");
    if (!who) return reply.code(400).send({ code: "invalidAuthCode", message: "code not found" });
    const accessToken = `dt-${tokens.size + 1}`;
    tokens.set(accessToken, who);
    return { accessToken, refreshToken: "dt-rt", expireIn: 7200, corpId: who.corpId ?? "" };
  });
  app.get("/v1.0/contact/users/me", async (req, reply) => {
    const who = tokens.get(String(req.headers["x-acs-dingtalk-access-token"]));
    if (!who) return reply.code(401).send({ code: "InvalidAuthentication", message: "token" });
    return { nick: "someone", openId: `open-${who.unionId}`, unionId: who.unionId, mobile: who.mobile };
  });

  const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  return { baseUrl, calls, messages, directory, close: () => app.close() };
};
