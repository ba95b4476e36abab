import type { FileRef } from "@eos/contracts";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/client.ts";
import { filesDepsOf } from "./files.routes.ts";
import { storeGenerated } from "./files.service.ts";

export { largestLimit } from "./files.kinds.ts";
export { filesRoutes } from "./files.routes.ts";
export { type Caller, fileUrl, referableFiles } from "./files.service.ts";

/** Stores a file the server made for a person (e.g. an export); answers its reference. */
export type StoreGeneratedFile = (
  who: { schoolId: number; userId: number },
  name: string,
  data: Buffer,
) => Promise<FileRef>;

export const generatedFileStore = (deps: { db: Db; config: Config; now: () => Date }): StoreGeneratedFile => {
  const files = filesDepsOf(deps);
  return (who, name, data) => storeGenerated(files, who, name, data);
};
