import { createHmac } from "node:crypto";
import { join } from "node:path";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/client.ts";
import { createStorage } from "../../platform/files/storage.ts";
import type { FileReaders } from "./file-access.ts";
import type { FilesDeps } from "./files.ingest.ts";
import { limitsOf } from "./files.kinds.ts";

/** What the files module's services need, from the app's configuration. */
export const filesDepsOf = (deps: {
  db: Db;
  config: Config;
  now: () => Date;
  fileReaders?: FileReaders;
}): FilesDeps => ({
  db: deps.db,
  storage: createStorage(deps.config),
  limits: limitsOf(deps.config.uploadLimits),
  tmpDir: join(deps.config.dataDir, "tmp"),
  now: deps.now,
  linkKey: createHmac("sha256", deps.config.dataKey).update("oss-links").digest(),
  readers: deps.fileReaders,
});
