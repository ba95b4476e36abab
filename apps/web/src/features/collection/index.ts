// What other features and the shell may use of collection: its module (its pages), its console menu
// entries and its public parts. (Its texts are combined in app/texts/, the roots of each language's chunks.)
// Everything else in the folder is the feature's own.

export { collectionMenu } from "./menu.ts";
export { collectionModule } from "./module.ts";
export { dateTime16 } from "./progress/deadline.ts";
export { MobileTodoList } from "./progress/MobileTodoList.tsx";
export { PeriodSelect } from "./progress/PeriodSelect.tsx";
export { ProgressBar } from "./progress/ProgressBar.tsx";
export { TodoCard } from "./progress/TodoCard.tsx";
export { type ScenePanel, ScenePanels } from "./scenes/scenePanels.ts";
export { fetchScenes, fetchTasks, scenesKeys } from "./scenes/scenesApi.ts";
export { errorText } from "./scenes/useRunWrite.ts";
