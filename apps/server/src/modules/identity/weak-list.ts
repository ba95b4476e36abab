import { createHash, hash } from "node:crypto";
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { endianness, homedir } from "node:os";
import { join } from "node:path";
import { CANDIDATES_VERSION, dictionaryWords, weakCandidates } from "./weak-candidates.ts";

/**
 * The server's list of weak passwords (weak-candidates.ts), kept as the first 8 bytes of each SHA-256, sorted
 * (2.4 million entries, 19 MB; a strong password matches one by chance about once in 7 x 10^12).
 * Hashing them takes seconds, so the list is prepared once per machine, in slices that leave the event loop
 * free, and kept in a cache file ($XDG_CACHE_HOME or ~/.cache, eos/) that later starts read in milliseconds.
 * Several processes starting together let one prepare it (a lock file it keeps fresh) and read its result.
 */

const MAGIC = Buffer.from("EOSWEAK1");
const HEADER = MAGIC.length + 32;
/** Hashes per slice: about 10-20 ms of work between two turns of the event loop. */
const SLICE = 4096;
/** A lock not touched for this long belongs to a process that died mid-way. */
const STALE_LOCK_MS = 10_000;
const POLL_MS = 250;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What the list is made of: its generator, its dictionaries and this machine's byte order. */
const digestOf = (): Buffer =>
  createHash("sha256")
    .update(`${CANDIDATES_VERSION}\n${endianness()}\n`)
    .update(dictionaryWords().join("\n"))
    .digest();

const cacheDir = () => join(process.env.XDG_CACHE_HOME || join(homedir(), ".cache"), "eos");

const prefixOf = (digest: Buffer) => digest.readBigUInt64BE(0);

/** Hashes every candidate, a slice at a time, calling `beat` between slices; sorted and deduplicated. */
const prepare = async (beat: () => void): Promise<BigUint64Array> => {
  let out = new BigUint64Array(1 << 21);
  let n = 0;
  const candidates = weakCandidates();
  for (let done = false; !done; ) {
    for (let i = 0; i < SLICE; i++) {
      const next = candidates.next();
      if (next.done) {
        done = true;
        break;
      }
      if (n === out.length) {
        const grown = new BigUint64Array(out.length * 2);
        grown.set(out);
        out = grown;
      }
      out[n++] = prefixOf(hash("sha256", next.value, "buffer"));
    }
    beat();
    await turn();
  }
  const sorted = out.subarray(0, n).sort();
  let kept = 0;
  for (let i = 0; i < sorted.length; i++)
    if (i === 0 || sorted[i] !== sorted[kept - 1]) sorted[kept++] = sorted[i];
  return sorted.slice(0, kept);
};

const readCache = (file: string, digest: Buffer): BigUint64Array | null => {
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch {
    return null;
  }
  const body = data.length - HEADER;
  if (body < 0 || body % 8 !== 0) return null;
  if (!data.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  if (!data.subarray(MAGIC.length, HEADER).equals(digest)) return null;
  // A copy: the file's bytes need not sit on an 8-byte boundary.
  const list = new BigUint64Array(body / 8);
  Buffer.from(list.buffer).set(data.subarray(HEADER));
  return list;
};

const writeCache = (file: string, digest: Buffer, list: BigUint64Array) => {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(
    temp,
    Buffer.concat([MAGIC, digest, Buffer.from(list.buffer, list.byteOffset, list.byteLength)]),
  );
  renameSync(temp, file);
};

/** Takes the lock file; false when a live process holds it. */
const takeLock = (lock: string): boolean => {
  try {
    closeSync(openSync(lock, "wx"));
    return true;
  } catch {
    try {
      if (Date.now() - statSync(lock).mtimeMs < STALE_LOCK_MS) return false;
      unlinkSync(lock);
      return takeLock(lock);
    } catch {
      return false;
    }
  }
};

const dropLock = (lock: string) => {
  try {
    unlinkSync(lock);
  } catch {
    // Gone already: another process judged it stale.
  }
};

const touch = (lock: string) => {
  try {
    const now = new Date();
    utimesSync(lock, now, now);
  } catch {
    // A lock that vanished only means another process may prepare the list too.
  }
};

/** Prepares the list under the lock and caches it; without a writable cache, prepares it for this process. */
const prepareAndCache = async (file: string, digest: Buffer): Promise<BigUint64Array> => {
  const lock = `${file}.lock`;
  try {
    mkdirSync(cacheDir(), { recursive: true });
  } catch {
    return prepare(() => undefined);
  }
  for (;;) {
    const cached = readCache(file, digest);
    if (cached) return cached;
    if (takeLock(lock)) break;
    await sleep(POLL_MS);
  }
  try {
    const list = await prepare(() => touch(lock));
    try {
      writeCache(file, digest, list);
    } catch {
      // An unwritable cache costs the next start the same preparation, nothing more.
    }
    return list;
  } finally {
    dropLock(lock);
  }
};

let loading: Promise<BigUint64Array> | null = null;

/** Starts reading (or preparing) the list, once per process. */
export const loadWeakList = (): Promise<BigUint64Array> => {
  if (!loading) {
    const digest = digestOf();
    const file = join(cacheDir(), `weak-passwords-${digest.toString("hex").slice(0, 16)}.bin`);
    loading = prepareAndCache(file, digest);
    // A failure (a full disk mid-way, say) is tried again by the next check rather than remembered.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
};

/** Whether the lowercase hex SHA-256 is of a password on the list. */
export const isListedWeak = async (pwdHex: string): Promise<boolean> => {
  const list = await loadWeakList();
  const key = BigInt(`0x${pwdHex.slice(0, 16)}`);
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] === key) return true;
    if (list[mid] < key) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
};
