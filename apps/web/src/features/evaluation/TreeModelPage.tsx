import { type QueryKey, useQuery } from "@tanstack/react-query";
import { Card, Skeleton } from "antd";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { EvaluationHeader } from "./EvaluationHeader.tsx";

/**
 * The model engine's editor page, shared by indicator (target) models and cultivate models: `/…/:id` (or
 * `/…/new`) loads the model, shows it loading or failed, then the kind's editor under a header. What
 * differs (texts, test ids, the header's extra, what comes under the editor) each kind hands in.
 */
export function useEditedModel<M>(keyOf: (id: number) => QueryKey, fetch: (id: number) => Promise<M>) {
  const { id } = useParams();
  const modelId = id === "new" ? null : Number(id);
  const detail = useQuery({
    queryKey: keyOf(modelId ?? 0),
    queryFn: () => fetch(modelId ?? 0),
    enabled: modelId !== null,
  });
  return { modelId, detail, model: detail.data ?? null };
}

type Props<M> = {
  edited: ReturnType<typeof useEditedModel<M>>;
  /** The page's test id, and its title's. */
  testId: string;
  titleTestId: string;
  /** The list the page belongs to: the header's way back, and its title while the model loads. */
  parent: { title: string; to: string };
  title: string;
  loadFailed: string;
  extra?: ReactNode;
  /** The editor (and whatever follows it) once the model is there, or for a new one. */
  children: ReactNode;
};

export function TreeModelPage<M>({ edited, testId, titleTestId, parent, ...props }: Props<M>) {
  const { modelId, detail, model } = edited;
  if (modelId !== null && !model) {
    return (
      <div className="eos-page" data-testid={testId}>
        <EvaluationHeader title={parent.title} testId={titleTestId} parent={parent} />
        <Card className="eos-page__card">
          {detail.error ? (
            <LoadFailed title={props.loadFailed} error={detail.error} onRetry={() => void detail.refetch()} />
          ) : (
            <Skeleton active />
          )}
        </Card>
      </div>
    );
  }
  return (
    <div className="eos-page eos-eval-stack" data-testid={testId}>
      <EvaluationHeader title={props.title} testId={titleTestId} parent={parent} extra={props.extra} />
      {props.children}
    </div>
  );
}
