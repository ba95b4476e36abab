import { auditEnUS } from "../features/audit/audit.en-US.ts";
import { accountEnUS } from "../features/auth/account.en-US.ts";
import { thirdPartyEnUS } from "../features/auth/thirdParty.en-US.ts";
import { certificateEnUS } from "../features/certificate/certificate.en-US.ts";
import { areaProgressEnUS } from "../features/collection/area/area.en-US.ts";
import { dataAppsEnUS } from "../features/collection/dataapps/dataApps.en-US.ts";
import { appMonitorEnUS } from "../features/collection/monitor/appMonitor.en-US.ts";
import { monitorEnUS } from "../features/collection/monitor/monitor.en-US.ts";
import { progressEnUS } from "../features/collection/progress/progress.en-US.ts";
import { taskImportsEnUS } from "../features/collection/progress/taskImports.en-US.ts";
import { scenesEnUS } from "../features/collection/scenes/scenes.en-US.ts";
import { taskFillersEnUS } from "../features/collection/scenes/taskFillers.en-US.ts";
import { usageEnUS } from "../features/collection/usage/usage.en-US.ts";
import { directorySyncEnUS } from "../features/directory-sync/directorySync.en-US.ts";
import { cultivateEnUS } from "../features/evaluation/cultivate/cultivate.en-US.ts";
import { evaluationEnUS } from "../features/evaluation/evaluation.en-US.ts";
import { passportEnUS } from "../features/evaluation/passport/passport.en-US.ts";
import { scoreQueryEnUS } from "../features/evaluation/summary/scoreQuery.en-US.ts";
import { summaryEnUS } from "../features/evaluation/summary/summary.en-US.ts";
import { teaGrowthEnUS } from "../features/evaluation/teacher-growth/teacherGrowth.en-US.ts";
import { formsFillerEnUS } from "../features/forms/filler/forms-filler.en-US.ts";
import { formsDesignerEnUS } from "../features/forms/forms-designer.en-US.ts";
import { formsDataEnUS } from "../features/forms/values/forms-data.en-US.ts";
import { peopleEnUS } from "../features/people/people.en-US.ts";
import { rolesEnUS } from "../features/roles/roles.en-US.ts";
import { schoolAdminEnUS } from "../features/school-admin/schoolAdmin.en-US.ts";
import type { Catalogue } from "./zh-CN.ts";

/** English catalogue; same keys as zh-CN.ts (checked by the type and by catalogues.test.ts). */
export const enUS: Catalogue = {
  app: {
    name: "EOS",
    tagline: "School education management platform",
  },
  lang: {
    switchTo: "中文",
    switchToCode: "zh",
    switchHint: "Switch the interface to Chinese",
  },
  common: {
    loading: "Loading…",
    retry: "Retry",
    backHome: "Back to home",
    signIn: "Sign in",
    signOut: "Sign out",
    comingSoon: "Coming soon",
    nothingHere: "Nothing here yet",
    nothingHereHint: "This section will fill in as its features arrive.",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    pageLoadFailed: "The page failed to load, please reload",
    reload: "Reload",
    back: "Back",
  },
  role: {
    label: "Sign in as",
    teacher: "Teacher",
    student: "Student",
    parent: "Parent",
  },
  school: {
    fetchFailed: "School information fetch failed",
    fetchFailedHint: "Check the network or the school domain, then try again.",
    logoAlt: "{{school}} logo",
  },
  portal: {
    nav: {
      label: "Portal navigation",
      home: "Home",
    },
    heroTitle: "Welcome to {{school}}",
    heroSubtitle:
      "Teachers, students and parents sign in here for evaluation, growth passports, forms and home-school services.",
    cardsTitle: "Choose how to sign in",
    cards: {
      teacher: "Teacher sign-in",
      teacherDesc: "Open the console for evaluation, forms and teaching work.",
      student: "Student sign-in",
      studentDesc: "See your growth passport and fill in tasks and forms.",
      parent: "Parent sign-in",
      parentDesc: "Follow your child's growth and join home-school activities.",
    },
    footer: "© {{year}} {{school}}",
    poweredBy: "Powered by EOS, the school education management platform",
  },
  auth: {
    heading: {
      single: "School sign-in",
      area: "Area sign-in",
      pwd: "Password sign-in",
      course: "Course sign-in",
      mobile: "Sign in",
    },
    tabs: {
      label: "Sign-in method",
      password: "Account and password",
      phone: "Phone and SMS code",
    },
    account: "Account",
    accountPlaceholder: "3 to 12 letters or digits",
    password: "Password",
    passwordPlaceholder: "Enter your password",
    phone: "Mobile number",
    phonePlaceholder: "11-digit mobile number",
    code: "Verification code",
    codePlaceholder: "Code from the SMS",
    sendCode: "Send code",
    resendIn: "Resend in {{seconds}} s",
    codeSent: "Verification code sent",
    submit: "Sign in",
    rules: {
      accountRequired: "Enter your account",
      accountFormat: "The account must be 3 to 12 letters or digits",
      passwordRequired: "Enter your password",
      phoneRequired: "Enter your mobile number",
      phoneFormat: "Enter a valid 11-digit mobile number",
      codeRequired: "Enter the verification code",
    },
    roleEmpty: "User info for the current role is empty",
    failed: "Sign-in failed, please try again later",
    areaSchoolHint: "This domain belongs to an area. Please use the area sign-in.",
    goAreaLogin: "Go to area sign-in",
    singleSchoolHint: "This domain belongs to a school. Please use the school sign-in.",
    goSingleLogin: "Go to school sign-in",
    redirecting: "Taking you to the sign-in page…",
  },
  console: {
    title: "Console",
    expandMenu: "Expand menu",
    collapseMenu: "Collapse menu",
    navLabel: "Feature menu",
    menu: {
      home: "Home",
      forms: "Forms & collection",
      formDesigner: "Form designer",
      progress: "Task progress",
      collectionTasks: "Collection tasks",
      scenes: "Scenes",
      sceneHall: "Scene hall",
      formImport: "Form import",
      reportForms: "Report forms",
      evaluation: "Evaluation",
      evaluationModels: "Evaluation models",
      computeRules: "Compute rules",
      scores: "Student scores",
      passports: "Growth passports",
      statistics: "Statistics",
      areaSummary: "Area summary",
      cultivateModels: "Cultivate models",
      teaGrowthModels: "Teacher growth models",
      teaGrowthRecords: "Teacher growth records",
      teaGrowthMine: "My growth record",
      people: "Students & teachers",
      students: "Students",
      teachers: "Teachers",
      parents: "Parents",
      clubs: "Clubs",
      organisation: "Organisation",
      schoolLife: "School life",
      courses: "Courses & activities",
      lessons: "Lesson evaluation",
      homeSchool: "Home-school centre",
      conduct: "Conduct",
      certificates: "Certificates",
      attendance: "Attendance",
      portalApps: "Portal & apps",
      portal: "School portal",
      appCenter: "App centre",
      nocode: "No-code apps",
      system: "System",
      roles: "Roles & permissions",
      auditLog: "Audit log",
      terms: "Terms",
      monitoring: "Usage monitoring",
      usage: "Usage",
      monitor: "Data monitoring",
      dataApps: "Data apps",
    },
    userMenu: "User menu",
    home: {
      title: "Home",
      welcome: "Hello, {{name}}",
      school: "School",
      user: "User",
      role: "Role",
      shortcuts: "Go to",
      noShortcuts:
        "Nothing here is open to your role yet; ask your school's administrator if you need a page.",
    },
  },
  mobile: {
    tabs: {
      label: "Bottom navigation",
      home: "Home",
      class: "Class",
      messages: "Messages",
      me: "Me",
    },
    home: {
      welcome: "Welcome to {{school}}",
      greeting: "Hello, {{name}}",
      signInPrompt: "Sign in to see your to-dos, growth passport and messages.",
      signInButton: "Sign in",
    },
    me: {
      title: "Me",
      notSignedIn: "Not signed in",
      language: "Language",
    },
  },
  qr: {
    tab: "QR code",
    imageAlt: "QR code for signing in",
    refresh: "Refresh QR code",
    expiresIn: "The QR code expires in {{seconds}} s",
    hint: "Scan with a phone that is signed in, then confirm on the phone",
    status: {
      loading: "Preparing the QR code…",
      error: "The QR code could not be loaded, please refresh",
      waiting: "Scan with your phone to sign in",
      scanned: "Scanned: confirm the sign-in on your phone",
      confirmed: "Confirmed, signing in…",
      expired: "The QR code has expired, please refresh",
    },
    confirm: {
      title: "Sign in on a computer",
      question: "This device asks to sign in as you:",
      unknownDevice: "Unknown browser",
      ip: "IP address: {{ip}}",
      warning: "If you are not at that computer yourself, tap Cancel.",
      confirm: "Confirm sign-in",
      cancel: "Cancel",
      done: "Signed in on the computer",
      cancelled: "Sign-in cancelled",
      failed: "The QR sign-in could not be completed",
      noTicket: "This QR code is not valid, refresh it on the computer and scan again",
    },
  },
  handoff: {
    pending: "Signing you in…",
    failed: "This sign-in link cannot be used",
    missingCode: "The link carries no sign-in code, please open it again",
  },
  notFound: {
    title: "Page not found",
    subtitle: "The page you are looking for does not exist or has moved.",
  },
  api: {
    otherDevice: "Your account is logged in on another device, please log in again",
    systemBusy: "System busy, please try later",
    systemError: "System error, please screenshot and contact the administrator",
    formInvalidTitle: "Please check the following",
    networkError: "Network connection failed, please check the network and try again",
    status: {
      http400: "Request error",
      http401: "Unauthorized, please log in",
      http403: "Access denied",
      http404: "Request address error",
      http408: "Request timeout",
      http500: "Server error",
      http501: "Service not implemented",
      http502: "Gateway error",
      http503: "Service unavailable",
      http504: "Gateway timeout",
      http505: "HTTP version not supported",
      other: "Request failed ({{status}})",
    },
  },
  people: peopleEnUS,
  scenes: scenesEnUS,
  taskFillers: taskFillersEnUS,
  formsDesigner: formsDesignerEnUS,
  formsData: formsDataEnUS,
  roles: rolesEnUS,
  audit: auditEnUS,
  account: accountEnUS,
  thirdParty: thirdPartyEnUS,
  formsFiller: formsFillerEnUS,
  progress: progressEnUS,
  taskImports: taskImportsEnUS,
  areaProgress: areaProgressEnUS,
  usage: usageEnUS,
  monitor: monitorEnUS,
  appMonitor: appMonitorEnUS,
  dataApps: dataAppsEnUS,
  evaluation: evaluationEnUS,
  summary: summaryEnUS,
  scoreQuery: scoreQueryEnUS,
  cultivate: cultivateEnUS,
  teaGrowth: teaGrowthEnUS,
  passport: passportEnUS,
  certificate: certificateEnUS,
  schoolAdmin: schoolAdminEnUS,
  directorySync: directorySyncEnUS,
};
