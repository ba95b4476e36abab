// One folder per server module (apps/server/src/modules/<name>), as in the web's features/<name>; the
// envelope, error codes and paging are the platform's.

export * from "./center/center.ts";
export * from "./certificate/certificate.ts";
export * from "./collection/collection.ts";
export * from "./collection/dataapp.ts";
export * from "./collection/task-import-info.ts";
export * from "./envelope.ts";
export * from "./error-codes.ts";
export * from "./evaluation/cultivate.ts";
export * from "./evaluation/evaluation.ts";
export * from "./evaluation/evaluation-setting.ts";
export * from "./evaluation/passport.ts";
export * from "./evaluation/passport-notice.ts";
export * from "./evaluation/teacher-growth.ts";
export * from "./forms/forms.ts";
export * from "./identity/passwords.ts";
export * from "./identity/session.ts";
export * from "./insight/dataapp-monitor.ts";
export * from "./insight/score-query.ts";
export * from "./insight/summary-area.ts";
export * from "./insight/summary-scatter.ts";
export * from "./insight/usage-target.ts";
export * from "./org/people.ts";
export * from "./paging.ts";
export * from "./roles/permissions.ts";
export * from "./roles/roles.ts";
export * from "./school/school.ts";
