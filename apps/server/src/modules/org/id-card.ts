import { createHmac } from "node:crypto";
import { isValidIdCard } from "@eos/forms-core";
import { open, seal } from "../../platform/crypto/seal.ts";

/**
 * ID card numbers at rest (DESIGN.md 'Data'): sealed with AES-256-GCM under the configured data key, plus a
 * keyed HMAC so that exact-match search and uniqueness work without decrypting, plus the masked form that
 * lists show. Only the unmask action (audited) ever opens the sealed value.
 */
export type IdCardKeys = { seal: Buffer; index: Buffer };

/** One data key, two uses: the HMAC key is derived so that it is never the encryption key itself. */
export const idCardKeysOf = (dataKey: Buffer): IdCardKeys => ({
  seal: dataKey,
  index: createHmac("sha256", dataKey).update("id-card-index").digest(),
});

export const normaliseIdCard = (raw: string): string => raw.trim().toUpperCase();

export const isIdCard = (raw: string): boolean => isValidIdCard(normaliseIdCard(raw));

/** The first 3 and last 4 characters, the rest starred: 110***********1234. */
export const maskIdCard = (plain: string): string =>
  plain.length <= 7
    ? "*".repeat(plain.length)
    : `${plain.slice(0, 3)}${"*".repeat(plain.length - 7)}${plain.slice(-4)}`;

export const idCardIndex = (keys: IdCardKeys, raw: string): string =>
  createHmac("sha256", keys.index).update(normaliseIdCard(raw)).digest("base64url");

export type StoredIdCard = { idCardSealed: string; idCardHmac: string; idCardMasked: string };

export const storeIdCard = (keys: IdCardKeys, raw: string): StoredIdCard => {
  const plain = normaliseIdCard(raw);
  return {
    idCardSealed: seal(keys.seal, plain),
    idCardHmac: idCardIndex(keys, plain),
    idCardMasked: maskIdCard(plain),
  };
};

export const noIdCard: { [K in keyof StoredIdCard]: null } = {
  idCardSealed: null,
  idCardHmac: null,
  idCardMasked: null,
};

export const openIdCard = (keys: IdCardKeys, sealed: string): string => open(keys.seal, sealed);
