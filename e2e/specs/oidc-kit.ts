import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/**
 * A real OpenID provider (oidc-provider) on loopback for the browser to sign in at: one confidential client and
 * users known by `sub`. Its development sign-in form accepts any password; the browser fills it in.
 */
export async function startLoopbackIssuer(
  client: { clientId: string; secret: string; redirectUri: string },
  users: ReadonlyArray<{ sub: string; username: string }>,
) {
  const server = createServer();
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
    claims: { openid: ["sub"], profile: ["preferred_username"] },
    cookies: { keys: ["e2e-cookie-key"] },
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
      return user && { accountId: sub, claims: async () => ({ sub, preferred_username: user.username }) };
    },
  });
  server.on("request", provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
