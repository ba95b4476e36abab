/**
 * The server's declared module graph, read by test/architecture.test.ts. Tiers go from the bottom up; a module
 * may use a module of a lower tier, or one of its own tier where the two form no cycle. Each module lists every
 * module it uses, so a new edge between modules is a deliberate one-line change here. Every use goes through
 * the used module's index.ts. Tests, like app.ts, compose modules and may use any module's index.ts.
 */
export const tiers = ["base", "engines", "insight", "admin", "areas", "region"] as const;

export type Tier = (typeof tiers)[number];
export type ModuleEntry = { tier: Tier; uses: readonly string[] };

export const moduleGraph: Record<string, ModuleEntry> = {
  // Base data: schools and terms, files, notices, people, roles, sign-in accounts.
  school: { tier: "base", uses: [] },
  files: { tier: "base", uses: ["school"] },
  // Background exports: the kinds areas register, a person's finished files with expiring links, the sweep.
  exports: { tier: "base", uses: ["files"] },
  notice: { tier: "base", uses: ["school"] },
  org: { tier: "base", uses: ["school"] },
  roles: { tier: "base", uses: ["org", "school"] },
  identity: { tier: "base", uses: ["org", "school"] },
  // Guardians' consent to a child's sensitive data (health, location, face): areas ask it before they store.
  consent: { tier: "base", uses: ["org", "school"] },
  // Engines: forms, collection (scenes and tasks), certificates, evaluation (scores).
  forms: { tier: "engines", uses: ["exports", "files", "notice", "org", "roles", "school"] },
  collection: { tier: "engines", uses: ["files", "forms", "identity", "notice", "org", "roles", "school"] },
  certificate: { tier: "engines", uses: ["files", "identity", "org", "school"] },
  evaluation: { tier: "engines", uses: ["certificate", "collection", "forms", "identity", "org", "school"] },
  // Read-side figures over the engines (usage, monitoring, area progress, summaries, score queries), read
  // through the engines' index.ts; engines never use insight.
  insight: { tier: "insight", uses: ["collection", "evaluation", "forms", "org", "school"] },
  // Administration of schools and their directories.
  "school-admin": { tier: "admin", uses: ["evaluation", "files", "identity", "org", "school"] },
  "directory-sync": { tier: "admin", uses: ["identity", "org", "school"] },
  // The school's daily areas (app centre, timetable, calendar, attendance, courses, ...): each uses the engines
  // and base below it, implements the engines' ports, and may use another area where the two form no cycle.
  timetable: { tier: "areas", uses: ["identity", "org", "school"] },
  calendar: { tier: "areas", uses: ["school"] },
  encyclopedia: { tier: "areas", uses: ["files", "school"] },
  banners: { tier: "areas", uses: ["files", "org", "school"] },
  // The signed-in person's home reads the other areas through its port (HomeSources), wired in app.ts.
  home: { tier: "areas", uses: ["collection", "evaluation", "org", "school"] },
  center: { tier: "areas", uses: ["exports", "files", "school"] },
  // One-card devices (gates, canteen tills), cards and their events; card sign-ins go to attendance through its
  // port (CardSigninSink, wired in app.ts): onecard never uses attendance.
  onecard: { tier: "areas", uses: ["exports", "org", "school"] },
  // Attendance points, marks (teachers, the rotating QR, card sign-ins through its port) and their counts.
  attendance: { tier: "areas", uses: ["files", "notice", "org", "school"] },
  // Morning health checks (temperature, symptoms): consent asked before storing, alerts as notices to the class
  // leader and health.view holders (roles), an audited export, a retention job keeping daily aggregates.
  health: { tier: "areas", uses: ["consent", "exports", "notice", "org", "roles", "school"] },
  // Courses and clubs (issue 21): subjects, course types, course mains, the term's courses, leaders, clubs and
  // the people pickers, over org's and collection's published views.
  course: { tier: "areas", uses: ["collection", "org", "school"] },
  // Practice activities: places taken by a locked counter, sign-ups, tasks, scores; the scores are a data source
  // of evaluation's compute rules (its port RuleSources, wired in app.ts).
  practice: { tier: "areas", uses: ["evaluation", "org", "school"] },
  // Read-side boards: attendance counts across levels, the school's and teachers' live boards (attendance and
  // one-card through their published reads) and the usage log (app opens, sign-ins).
  visual: { tier: "areas", uses: ["attendance", "center", "identity", "onecard", "school"] },
  // Area (region) logic: the platform's areas and an area's schools (docs/architecture.md, "Where area (region)
  // logic lives"). Area sign-in stays in identity, model pushes in evaluation, area figures in insight.
  region: { tier: "region", uses: ["attendance", "org", "school", "visual"] },
};
