/**
 * The web's feature tiers, read by src/architecture.test.ts. They mirror the server's module graph
 * (apps/server/src/modules/module-graph.ts: base, engines, insight, admin, areas, region), with the shell on top:
 * the console, the phone and the portal hold the other features' pages. A feature may use a feature of a lower
 * tier, or one of its own tier where the two form no cycle; never one above it (an engine's page that shows a higher
 * feature's part declares a port that the shell wires, as collection's ScenePanels). A feature of the same name as a
 * server module sits in that module's tier. A new feature adds its line here.
 */
export const tiers = ["base", "engines", "insight", "admin", "areas", "region", "shell"] as const;

export type Tier = (typeof tiers)[number];

export const featureTiers: Record<string, Tier> = {
  // Base data: people and classes, roles, sign-in; and the platform's audit log, which uses no feature.
  org: "base",
  roles: "base",
  identity: "base",
  audit: "base",
  // Background exports: the Downloads page and the "export in background" button the engines and areas use.
  exports: "base",
  // Guardians' consent to a child's sensitive data: the parents' phone page and the staff's list.
  consent: "base",
  // Engines: forms, collection (scenes and tasks), evaluation (scores), certificates.
  forms: "engines",
  collection: "engines",
  evaluation: "engines",
  certificate: "engines",
  // Read-side figures over the engines: usage, monitoring, area progress, summaries, score queries.
  insight: "insight",
  // Administration of schools and their directories.
  "school-admin": "admin",
  "directory-sync": "admin",
  // The school's daily areas: timetable, calendar, encyclopedia, banners, the home.
  timetable: "areas",
  calendar: "areas",
  encyclopedia: "areas",
  banners: "areas",
  home: "areas",
  center: "areas",
  onecard: "areas",
  attendance: "areas",
  // Morning health checks: the console's board and alerts, the phone's recording and a parent's view.
  health: "areas",
  // Courses and clubs: subjects and types, the catalogue, the term's courses, clubs and their page, a student's view.
  course: "areas",
  // Practice activities: the console's list, scores and figures; the students' sign-up on the phone.
  practice: "areas",
  // The boards over attendance, one-card and usage (the school's, the teacher's, the area's).
  visual: "areas",
  // Area (region) administration.
  region: "region",
  // The shell: what holds the pages of the features below.
  console: "shell",
  mobile: "shell",
  portal: "shell",
};
