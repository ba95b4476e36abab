import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { childrenTodoKey, fetchChildrenTodo, fetchTodo, todoKey } from "./progressApi.ts";

/** The caller's to-do list (a parent's: about the child their session looks at). */
export function useTodo() {
  return useQuery({ queryKey: todoKey, queryFn: fetchTodo });
}

/** A parent's to-do for each of their children, one group per child. */
export function useChildrenTodo(enabled = true) {
  return useQuery({ queryKey: childrenTodoKey, queryFn: fetchChildrenTodo, enabled });
}

/** The current time, refreshed every `everyMs`, for countdowns. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
