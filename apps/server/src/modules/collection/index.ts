export { acceptedValueV, liveSceneV, liveTaskV, subjectValueV } from "./collection.views.ts";
export { sceneCoverFileReader } from "./scene.service.ts";
export { refuseFormInUse } from "./task.service.ts";
export { taskGateOf } from "./task-gate.ts";
export { registerTaskReminderJob } from "./task-reminder.service.ts";
