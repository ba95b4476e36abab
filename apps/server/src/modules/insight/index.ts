export type { InsightDeps } from "./insight.deps.ts";
