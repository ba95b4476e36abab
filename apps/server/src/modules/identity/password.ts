import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const KEY_LENGTH = 32;
const COST = { N: 16384, r: 8, p: 1 } as const;

const derive = (secret: string, salt: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(secret, salt, KEY_LENGTH, COST, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** `scrypt$N$r$p$salt$hash`, salt and hash base64: self-describing so the cost can rise later. */
export const hashPassword = async (clientHash: string, salt: Buffer = randomBytes(16)): Promise<string> => {
  const key = await derive(clientHash, salt);
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString("base64")}$${key.toString("base64")}`;
};

export const verifyPassword = async (clientHash: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(
      clientHash,
      Buffer.from(salt, "base64"),
      expected.length,
      { N: Number(n), r: Number(r), p: Number(p) },
      (err, k) => (err ? reject(err) : resolve(k)),
    ),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
};

/**
 * A hash of a secret nobody knows, with the real cost, started once at load: checked when the account is
 * unknown or has no password, so that those answers take as long as a wrong password does.
 */
const DUMMY = hashPassword(randomBytes(32).toString("hex"));

/** Like verifyPassword, but spends the same work when there is no stored hash (and then answers false). */
export const verifyPasswordOrDummy = async (clientHash: string, stored: string | null | undefined) => {
  const ok = await verifyPassword(clientHash, stored || (await DUMMY));
  return Boolean(stored) && ok;
};
