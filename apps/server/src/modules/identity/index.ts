export { hashPassword, verifyPassword } from "./password.ts";
