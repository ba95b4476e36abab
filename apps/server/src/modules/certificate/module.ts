import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { acquireRoutes } from "./acquire.routes.ts";
import type { CertificateDeps } from "./certificate.access.ts";
import { certificateRoutes } from "./certificate.routes.ts";
import { certificateFileRoutes } from "./certificate-files.routes.ts";
import type { PrintDeps } from "./certificate-print.service.ts";
import { certificateSummaryRoutes } from "./certificate-summary.routes.ts";

export type CertificateModuleDeps = CertificateDeps & PrintDeps;

/** Certificates, their awards (acquiring, importing, printing) and summaries. */
export const certificateModule =
  (deps: CertificateModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    const base = { db: deps.db, now: deps.now, codesOf: deps.codesOf };
    await api.register(certificateRoutes({ ...base, fileReaders: deps.fileReaders }));
    await api.register(acquireRoutes(base));
    await api.register(certificateSummaryRoutes(base));
    await api.register(certificateFileRoutes({ ...base, files: deps.files }));
  };
