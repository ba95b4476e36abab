export { type NewNotice, sendNotices } from "./notice.service.ts";
