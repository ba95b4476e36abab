export { regionRoutes } from "./region.routes.ts";
