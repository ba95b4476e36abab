export { orgTree, type PracticeDeps, saveActivity, setActivityOpened } from "./activity.service.ts";
export { practiceScoreSource } from "./rule-source.ts";
export { saveScores } from "./score.service.ts";
export { signUp } from "./signup.service.ts";
