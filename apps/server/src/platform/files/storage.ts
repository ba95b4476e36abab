import type { Config } from "../config.ts";
import { createLocalStorage } from "./local-storage.ts";
import type { ObjectStorage } from "./object-storage.ts";
import { createS3Storage } from "./s3-storage.ts";

// The backends import the storage's shape from object-storage.ts, not from here, so no import cycle forms.
export {
  assertStorageKey,
  type ByteRange,
  isStorageKey,
  newStorageKey,
  type ObjectStorage,
} from "./object-storage.ts";

/** The backend the configuration names: S3-compatible storage when S3_* is set, else DATA_DIR/files. */
export const createStorage = (config: Pick<Config, "dataDir" | "s3">): ObjectStorage =>
  config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
