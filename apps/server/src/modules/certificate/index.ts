export { acquireRoutes } from "./acquire.routes.ts";
export { certificateFileReaders } from "./certificate.file-readers.ts";
export { certificateRoutes } from "./certificate.routes.ts";
export { certificateFileRoutes } from "./certificate-files.routes.ts";
export { passportCertificates } from "./certificate-passport.ts";
export { certificateSummaryRoutes } from "./certificate-summary.routes.ts";
