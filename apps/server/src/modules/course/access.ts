/** Who may call the course module's routes: staff read; course.manage (and administrators) write. */
export const staff = { access: { kind: "user" as const, roles: ["tea" as const] } };
export const managers = { access: { kind: "user" as const, code: "course.manage" as const } };
export const students = { access: { kind: "user" as const, roles: ["stu" as const] } };
