export { noticeRoutes } from "./notice.routes.ts";
export { type NewNotice, sendNotices } from "./notice.service.ts";
