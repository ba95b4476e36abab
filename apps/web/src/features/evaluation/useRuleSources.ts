import type { RuleKind } from "@eos/contracts";
import { keepPreviousData, useQueries, useQuery } from "@tanstack/react-query";
import { fetchScenes, fetchTasks, scenesKeys } from "../collection/index.ts";
import { fetchReleasedForm } from "./evaluationApi.ts";
import { type RuleItemChoice, ruleItems } from "./ruleConfig.ts";

/** The scenes a rule can read, searched on the server. */
export function useSceneChoices(keyword: string) {
  const query = { page: 1, size: 50, keyword: keyword || undefined };
  return useQuery({
    queryKey: scenesKeys.page(query),
    queryFn: () => fetchScenes(query),
    placeholderData: keepPreviousData,
  });
}

/** Items present in every list: a rule's item must exist in the form of each task it scores. */
const common = (lists: RuleItemChoice[][]): RuleItemChoice[] => {
  const [first, ...rest] = lists;
  if (!first) return [];
  return first.filter((item) => rest.every((list) => list.some((other) => other.id === item.id)));
};

/**
 * The scene's tasks about whom the model scores (a teacher growth model reads teacher tasks only), and the
 * items of their released forms that a rule of this kind can read, and that its condition can test.
 */
export function useRuleSources(
  sceneId: number | undefined,
  taskIds: number[] | undefined,
  kind: RuleKind,
  subjectType = 1,
) {
  const tasks = useQuery({
    queryKey: scenesKeys.tasks(sceneId ?? 0),
    queryFn: () => fetchTasks(sceneId ?? 0),
    enabled: sceneId !== undefined,
  });
  const ofSubject = (tasks.data ?? []).filter((task) => (task.subjectType ?? 1) === subjectType);
  const chosen = ofSubject.filter((task) => !taskIds?.length || taskIds.includes(task.id));
  const formIds = [...new Set(chosen.map((task) => task.formId))];
  const forms = useQueries({
    queries: formIds.map((formId) => ({
      queryKey: ["evaluation", "form", formId],
      queryFn: () => fetchReleasedForm(formId),
      staleTime: 60_000,
    })),
  });
  const loaded = forms.map((f) => f.data).filter((f) => f !== undefined);
  const complete = loaded.length === formIds.length;
  const items = kind === "fixed" || !complete ? [] : common(loaded.map((f) => ruleItems(f.items, kind)));
  return {
    tasks: ofSubject,
    tasksLoading: tasks.isLoading,
    items,
    /** Every item of the forms, for the condition (by title, inserted as {id}). */
    conditionItems: complete ? common(loaded.map((f) => ruleItems(f.items, "any"))) : [],
    itemsLoading: forms.some((f) => f.isLoading),
  };
}
