export type { HomeApp, HomeBanner, HomeEvent, HomeLesson } from "@eos/contracts";
export type { HomeDeps, HomeSources } from "./home.deps.ts";
