import type { UserType } from "@eos/contracts";

/**
 * The contract's UserType codes (0 teacher, 1 student, 2 parent), restated because the contract keeps them
 * beside zod schemas that the first screen should not download; `satisfies` keeps the two in step.
 */
export const userType = { teacher: 0, student: 1, parent: 2 } as const satisfies typeof UserType;
