export { largestLimit } from "./files.kinds.ts";
export { filesRoutes } from "./files.routes.ts";
export { type Caller, fileUrl, referableFiles } from "./files.service.ts";
