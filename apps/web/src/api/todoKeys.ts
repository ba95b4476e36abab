/**
 * The to-do lists' query keys: collection's to-do list and the phone's per-child to-do load under them, and the
 * forms filler invalidates them after a task's submission.
 */
export const todoKey = ["todo"] as const;
export const childrenTodoKey = ["todo-children"] as const;
