import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";

/** Inclusive byte positions, as an HTTP Range header names them. */
export type ByteRange = { start: number; end: number };

/**
 * Where file bytes live. Keys are always chosen by the server (`storageKey`), never taken from a client.
 * `put` takes a buffer, or a stream with its length (S3 needs the length up front).
 */
export interface ObjectStorage {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer | Readable, size?: number): Promise<void>;
  /** The object's bytes, or the requested range of them. Throws if the object is missing. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<{ size: number } | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

const KEY = /^[0-9]+\/[0-9]{4}\/[0-9]{2}\/[A-Za-z0-9_-]{16,64}(\.[a-z0-9]{1,16})?$/;

/** Keys look like `<schoolId>/<yyyy>/<mm>/<random>`, optionally with a variant suffix such as `.w800`. */
export const isStorageKey = (key: string): boolean => KEY.test(key);

export const newStorageKey = (schoolId: number, now: Date = new Date()): string => {
  const yyyy = String(now.getUTCFullYear()).padStart(4, "0");
  const mm = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${schoolId}/${yyyy}/${mm}/${randomBytes(18).toString("base64url")}`;
};

export const assertStorageKey = (key: string): void => {
  if (!isStorageKey(key)) throw new Error(`refused storage key ${JSON.stringify(key)}`);
};
