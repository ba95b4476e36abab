export type {
  FileAccess,
  FileOwnerKind,
  FileReader,
  FileReaderContext,
  FileReaders,
} from "./file-access.ts";
export { largestLimit } from "./files.kinds.ts";
export {
  attachFiles,
  fileNames,
  type GeneratedFiles,
  generatedFileStore,
  generatedFiles,
  publicImageSender,
  type SchoolFiles,
  type StoreGeneratedFile,
  schoolFiles,
} from "./files.published.ts";
export { type Caller, fileUrl, referableFiles } from "./files.service.ts";
