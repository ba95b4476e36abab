import type { SceneClassifyNode } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { indexClassify } from "./classifyTree.ts";
import { fetchClassifyTree, scenesKeys } from "./scenesApi.ts";

const empty: SceneClassifyNode[] = [];

/** The school's scene classification tree, shared by the tree panel and the scene drawer. */
export function useClassifyTree() {
  const query = useQuery({ queryKey: scenesKeys.classify, queryFn: fetchClassifyTree });
  const roots = query.data ?? empty;
  const index = useMemo(() => indexClassify(roots), [roots]);
  return { roots, index, isLoading: query.isPending, error: query.error, refetch: query.refetch };
}
