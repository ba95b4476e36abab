/** Role codes of SPEC 9 and the role types stored after sign-in. */
export const UserType = { teacher: 0, student: 1, parent: 2 } as const;
export type UserTypeValue = (typeof UserType)[keyof typeof UserType];
export const roleTypeOf = { 0: "tea", 1: "stu", 2: "p" } as const;
export type RoleType = (typeof roleTypeOf)[UserTypeValue];
