import type { FeatureModule } from "../../components/featureModule.ts";

/** Syncing a school's directory from outside: a section of the school's drawer, no pages of its own. */
export const directorySyncModule: FeatureModule = {
  name: "directory-sync",
};
