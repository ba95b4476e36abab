export { areaProgressRoutes } from "./area.routes.ts";
export { acceptedValueV, liveSceneV, liveTaskV } from "./collection.views.ts";
export { monitorRoutes } from "./monitor.routes.ts";
export { progressRoutes } from "./progress.routes.ts";
export { sceneRoutes } from "./scene.routes.ts";
export { taskRoutes } from "./task.routes.ts";
export { refuseFormInUse } from "./task.service.ts";
export { taskGateOf } from "./task-gate.ts";
export { usageRoutes } from "./usage.routes.ts";
