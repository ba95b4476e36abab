export { type CourseDeps, saveCatalogueItem } from "./catalogue.service.ts";
export { addClubMembers, saveClub } from "./club/club.service.ts";
export { saveCourseMain } from "./course-main.service.ts";
export { addLeader } from "./leader.service.ts";
export { gradeTree, pickPeople } from "./picker.service.ts";
export { addCurrentByCourseMain } from "./term-course.service.ts";
