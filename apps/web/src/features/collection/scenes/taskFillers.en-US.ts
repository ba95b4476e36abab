import type { TaskFillersCatalogue } from "./taskFillers.zh-CN.ts";

/** English texts of a task's "who fills" and its reminders; the same keys as taskFillers.zh-CN.ts. */
export const taskFillersEnUS: TaskFillersCatalogue = {
  section: "Only some of them (optional)",
  sectionHint:
    "Choose nobody and everyone the task reaches fills it (the teachers, students or parents of its classes; every teacher for a teacher task). Choose some and only they fill it.",
  duties: "Duties",
  duty: { "1": "Class leaders", "2": "Subject teachers", "3": "Administrators" },
  roles: "Teacher roles",
  rolesPlaceholder: "Choose roles",
  rolesFailed: "Could not load the roles",
  units: "Units",
  unitsPlaceholderTeacher: "Choose departments, grades or classes",
  unitsPlaceholderTeacherBesideClasses: "Choose departments or grades",
  unitsPlaceholderStudent: "Choose grades or classes",
  people: "Named people",
  pick: "Choose people",
  pickTitle: { "0": "Choose teachers", "1": "Choose students", "2": "Choose parents" },
  nobody: "Nobody named",
  everyone: "Everyone",
  summaryAll: "Everyone the task reaches",
  reminders: "Reminders",
  remindersHint:
    "Before each deadline, remind those who have not filled yet (the task needs a time range, or to repeat daily or weekly).",
  remindersPlaceholder: "No reminders",
  hoursBefore: "{{count}} h before the deadline",
  daysBefore: "{{count}} days before the deadline",
  teacherCol: "Teacher",
  departmentCol: "Department",
  byDepartment: "Completion by department",
  noDepartment: "No department",
  allDepartments: "All departments",
  departmentFilter: "Department filter",
};
