import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { fetchMyChildren } from "../../../api/parentChildren.ts";
import { fetchTodo, todoKey } from "./progressApi.ts";

/**
 * The caller's to-do list. A parent's list is about the child chosen in the ChildSwitcher: the child's id is
 * part of the key, so switching child (which refreshes myChildren) loads the new child's list.
 */
export function useTodo(parent = false) {
  const children = useQuery({
    queryKey: ["myChildren"],
    queryFn: fetchMyChildren,
    enabled: parent,
  });
  const childId = parent ? (children.data?.find((c) => c.current)?.id ?? null) : null;
  return useQuery({
    queryKey: [...todoKey, childId],
    queryFn: fetchTodo,
    enabled: !parent || !children.isPending,
  });
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
