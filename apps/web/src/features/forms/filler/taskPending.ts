import type { TodoItem } from "@eos/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { todoKey } from "../../../api/todoKeys.ts";

/** The students still waiting in a task, as the to-do list last loaded them (empty when not known). */
export function cachedPending(client: QueryClient, taskId: number | null): TodoItem["pending"] {
  if (taskId === null) return [];
  for (const [, list] of client.getQueriesData<TodoItem[]>({ queryKey: todoKey })) {
    const hit = Array.isArray(list) ? list.find((item) => item.taskId === taskId) : undefined;
    if (hit) return hit.pending;
  }
  return [];
}
