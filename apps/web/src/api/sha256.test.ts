import { describe, expect, it } from "vitest";
import { sha256Bytes, sha256Hex } from "./sha256.ts";

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

const vectors: Array<[string, string]> = [
  ["", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
  ["abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"],
  [
    "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
    "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
  ],
];

describe("the sign-in password hash (lowercase hex SHA-256 of UTF-8)", () => {
  it.each(vectors)("sha256Hex(%j)", async (input, expected) => {
    await expect(sha256Hex(input)).resolves.toBe(expected);
  });

  it.each(vectors)("the fallback without Web Crypto agrees for %j", (input, expected) => {
    expect(hex(sha256Bytes(new TextEncoder().encode(input)))).toBe(expected);
  });

  it("hashes Chinese text and long inputs the same both ways", async () => {
    for (const input of ["密码Demo@2026", "x".repeat(1000)]) {
      expect(hex(sha256Bytes(new TextEncoder().encode(input)))).toBe(await sha256Hex(input));
    }
  });
});
