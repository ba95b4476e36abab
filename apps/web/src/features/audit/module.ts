import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

export const auditModule: FeatureModule = {
  name: "audit",
  consolePages: [page("audit", async () => (await import("./AuditLogPage.tsx")).AuditLogPage)],
};
