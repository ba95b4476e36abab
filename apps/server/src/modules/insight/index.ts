export type { InsightDeps } from "./insight.deps.ts";
export { usageTargetRoutes } from "./usage-target.routes.ts";
