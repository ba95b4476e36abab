import type { homeZhCN } from "./home.zh-CN.ts";

/** The home's texts (PC console home cards and the phone's home per role), English. */
export const homeEnUS: typeof homeZhCN = {
  greeting: {
    morning: "Good morning, {{name}}",
    afternoon: "Good afternoon, {{name}}",
    evening: "Good evening, {{name}}",
  },
  today: "Today is {{date}}",
  loadFailed: "The home could not be loaded",
  retry: "Retry",
  lessons: {
    title: "Today's classes",
    empty: "No classes today",
    period: "Period {{period}}",
    room: "Room {{room}}",
  },
  todo: {
    title: "To-do",
    count: "{{count}} to do",
    none: "Nothing to do",
    open: "Open to-do",
  },
  events: {
    title: "This week",
    empty: "Nothing on the calendar this week",
    allDay: "All day",
    kinds: { holiday: "Holiday", exam: "Exam", event: "Event", week: "Term week" },
  },
  banners: { title: "Banners" },
  apps: { title: "Recent apps", empty: "No apps opened yet" },
  develop: {
    title: "My development",
    none: "The school has no teacher growth model yet",
    notScored: "Nothing scored this term yet",
    total: "Total",
    band: "Band",
    open: "Open my growth record",
  },
  children: {
    title: "Your children today",
    noLessons: "No classes today",
  },
  notices: { title: "Notices", empty: "No notices" },
  entries: {
    title: "Shortcuts",
    timetable: "Timetable",
    timetableHint: "Today's lessons first, then the week",
    calendar: "School calendar",
    calendarHint: "This week's events, holidays and exams",
    apps: "App centre",
    appsHint: "Every app you may open",
    encyclopedia: "Encyclopedia",
    encyclopediaHint: "The school's knowledge base",
  },
  menuSettings: {
    title: "Menu settings",
    intro:
      "Untick an entry to hide it from that role; administrators always see the whole menu. Hiding changes only the menu, not who may use the feature.",
    entry: "Entry",
    console: "Console",
    phone: "Phone",
    tabs: "Tab bar",
    phoneHome: "Phone home",
    save: "Save",
    saved: "Menu settings saved",
    loadFailed: "The menu settings could not be loaded",
    roles: { tea: "Teachers", stu: "Students", p: "Parents" },
  },
};
