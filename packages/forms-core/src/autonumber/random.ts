/** Fills a byte array with cryptographically strong random values. */
export type RandomSource = (bytes: Uint8Array) => void;

type WebCrypto = { getRandomValues: <T extends Uint8Array>(array: T) => T };

/** Web Crypto exists on globalThis in browsers and in Node 20; typed here so the package needs no DOM lib. */
export const cryptoRandom: RandomSource = (bytes) => {
  const crypto = (globalThis as { crypto?: WebCrypto }).crypto;
  if (!crypto) throw new Error("No Web Crypto: auto numbers need a CSPRNG");
  crypto.getRandomValues(bytes);
};

export const ALPHABETS = {
  digits: "0123456789",
  letters: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  mixed: "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
} as const;

/** Uniform characters from the alphabet: bytes at or above the largest multiple of its size are redrawn. */
export const randomString = (
  alphabet: string,
  length: number,
  random: RandomSource = cryptoRandom,
): string => {
  const limit = 256 - (256 % alphabet.length);
  let out = "";
  const bytes = new Uint8Array(length * 2);
  while (out.length < length) {
    random(bytes);
    for (const b of bytes) {
      if (b < limit) out += alphabet[b % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
};
