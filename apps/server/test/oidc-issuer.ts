import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export type IssuerUser = { sub: string; phone?: string; username?: string };

export type OidcIssuer = {
  issuer: string;
  /** Follows the authorize address as a browser would, signing in as `sub`; answers the callback's query. */
  authorize: (authorizeUrl: string, sub: string) => Promise<URLSearchParams>;
  close: () => Promise<void>;
};

/** A real OpenID provider (oidc-provider) on loopback, with one confidential client. */
export const startOidcIssuer = async (
  client: { clientId: string; secret: string; redirectUri: string },
  users: IssuerUser[],
): Promise<OidcIssuer> => {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.secret,
        redirect_uris: [client.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: {
      openid: ["sub"],
      phone: ["phone_number", "phone_number_verified"],
      profile: ["preferred_username"],
    },
    cookies: { keys: ["test-cookie-key"] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: async (_ctx, sub) => {
      const user = users.find((u) => u.sub === sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          ...(user.phone ? { phone_number: user.phone, phone_number_verified: true } : {}),
          ...(user.username ? { preferred_username: user.username } : {}),
        }),
      };
    },
  });
  server.on("request", provider.callback());

  const authorize = async (authorizeUrl: string, sub: string) => {
    const jar = new Map<string, string>();
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const remember = (res: Response) => {
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(";");
        const at = pair?.indexOf("=") ?? -1;
        if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
    };
    let next: { url: string; init?: RequestInit } = { url: authorizeUrl };
    for (let hop = 0; hop < 20; hop++) {
      if (next.url.startsWith(client.redirectUri)) return new URL(next.url).searchParams;
      const res = await fetch(next.url, {
        ...next.init,
        redirect: "manual",
        headers: { ...(next.init?.headers as Record<string, string>), cookie: cookie() },
      });
      remember(res);
      const location = res.headers.get("location");
      if (location) {
        next = { url: new URL(location, next.url).toString() };
        continue;
      }
      const html = await res.text();
      if (!next.url.includes("/interaction/"))
        throw new Error(`unexpected ${res.status}: ${html.slice(0, 300)}`);
      const prompt = html.includes('value="login"') ? "login" : "consent";
      const form = new URLSearchParams(
        prompt === "login" ? { prompt, login: sub, password: "x" } : { prompt },
      );
      next = {
        url: next.url,
        init: {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: form.toString(),
        },
      };
    }
    throw new Error("too many redirects");
  };

  return {
    issuer,
    authorize,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
