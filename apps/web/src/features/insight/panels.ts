import { lazy } from "react";

/**
 * Insight's panel on a scene's page (collection's ScenePanels port): an area scene's completion across the area's
 * schools, loaded with the scene's page, not with the console.
 */
export const AreaSceneProgressPanel = lazy(async () => ({
  default: (await import("./area/AreaSceneProgress.tsx")).AreaSceneProgress,
}));
