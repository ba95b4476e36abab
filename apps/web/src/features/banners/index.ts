// What other features and the shell may use of banners: its module (its pages), its console menu entries, and
// the reads the home shows. (Its texts are combined in app/texts/, the roots of each language's chunks.)

export { fetchActiveBanners, fetchTeachers as fetchRecommendedTeachers } from "./bannersApi.ts";
export { bannersMenu } from "./menu.ts";
export { bannersModule } from "./module.ts";
