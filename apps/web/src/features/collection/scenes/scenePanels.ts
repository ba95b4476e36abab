import { type ComponentType, createContext } from "react";

/** A panel another feature shows on a scene's page, under its tasks (insight: an area scene across its schools). */
export type ScenePanel = ComponentType<{ sceneId: number }>;

/**
 * A port: the panels a scene's page shows under its tasks. Collection is an engine and knows no feature above it;
 * the console (app/layouts/AdminLayout.tsx) hands in the panels of the features above, as the server's app.ts
 * wires a port's implementation.
 */
export const ScenePanels = createContext<ReadonlyArray<ScenePanel>>([]);
