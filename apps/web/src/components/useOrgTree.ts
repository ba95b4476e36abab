import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { fetchOrgTree, indexOrgTree, type OrgNode, orgTreeQueryKey } from "./orgTree.ts";

export type OrgTreeState = {
  roots: OrgNode[];
  index: Map<number, OrgNode>;
  isLoading: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => void;
};

const empty: OrgNode[] = [];

/** The school's org tree, shared by every page and picker through the query cache. */
export function useOrgTree(): OrgTreeState {
  const query = useQuery({ queryKey: orgTreeQueryKey, queryFn: fetchOrgTree, staleTime: 60_000 });
  const roots = query.data ?? empty;
  const index = useMemo(() => indexOrgTree(roots), [roots]);
  return {
    roots,
    index,
    isLoading: query.isPending,
    isFetching: query.isFetching,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
