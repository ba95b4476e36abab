import type { RegionCatalogue } from "./region.zh-CN.ts";

/** English texts of areas (regional bureaus); the same keys as region.zh-CN.ts. */
export const regionEnUS: RegionCatalogue = {
  menu: {
    areas: "Areas",
  },
  common: {
    cancel: "Cancel",
    save: "Save",
    failed: "That did not work, please try again",
    loadFailed: "Could not load",
  },
  areas: {
    title: "Areas",
    hint: "An area (education bureau) holds schools; add an area's site under Schools.",
    add: "Add area",
    edit: "Edit",
    search: "Search by name or code",
    name: "Name",
    nameRequired: "Enter the area's name",
    code: "Code",
    schools: "Schools",
    enabledSchools: "Enabled",
    site: "Area site",
    noSite: "Not set",
    createdAt: "Created",
    actions: "Actions",
    addTitle: "Add area",
    editTitle: "Edit area",
    saved: "Saved",
    total: "{{total}} areas",
    empty: "No areas yet",
    noMatch: "No area matches",
  },
};
