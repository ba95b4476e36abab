import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ByteRange, ObjectStorage } from "./object-storage.ts";
import { assertStorageKey } from "./object-storage.ts";

/** Objects as plain files under `<dataDir>/files`, each path checked to stay inside that root. */
export const createLocalStorage = (dataDir: string): ObjectStorage => {
  const root = resolve(dataDir, "files");
  const pathOf = (key: string): string => {
    assertStorageKey(key);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`storage key leaves the root: ${key}`);
    return path;
  };
  const statOf = async (key: string) => {
    try {
      const s = await stat(pathOf(key));
      return s.isFile() ? { size: s.size } : null;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw e;
    }
  };

  return {
    kind: "local",
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside the target and renamed, so that a reader never sees half a file.
      const part = `${path}.part-${randomBytes(6).toString("hex")}`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(part, body, { flag: "wx" });
        else await pipeline(body, createWriteStream(part, { flags: "wx" }));
        await rename(part, path);
      } catch (e) {
        await rm(part, { force: true });
        throw e;
      }
    },
    async get(key, range?: ByteRange) {
      const path = pathOf(key);
      if (!(await statOf(key))) throw new Error(`no such object: ${key}`);
      const stream = createReadStream(path, range ? { start: range.start, end: range.end } : {});
      return stream as Readable;
    },
    stat: statOf,
    async exists(key) {
      return (await statOf(key)) !== null;
    },
    async delete(key) {
      try {
        await unlink(pathOf(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
      }
    },
  };
};
