import { useQuery } from "@tanstack/react-query";
import { Card, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { evaluationKeys, fetchStudentScores, type ScoresQuery } from "./evaluationApi.ts";
import { StudentScoresView } from "./StudentScoresView.tsx";

/** Loads a student's scores (the signed-in student or child when no studentId) and shows them. */
type Props = {
  query: ScoresQuery;
  /** Whose scores an empty query means (a parent's current child), so that each is cached apart. */
  scope?: number;
};

export function StudentScoresLoader({ query, scope }: Props) {
  const { t } = useTranslation();
  const scores = useQuery({
    queryKey: [...evaluationKeys.scores(query), scope ?? 0],
    queryFn: () => fetchStudentScores(query),
  });
  if (scores.error) {
    return (
      <Card className="eos-page__card">
        <LoadFailed
          title={t("evaluation.scores.loadFailed")}
          error={scores.error}
          onRetry={() => void scores.refetch()}
        />
      </Card>
    );
  }
  if (!scores.data) {
    return (
      <Card className="eos-page__card">
        <Skeleton active />
      </Card>
    );
  }
  return <StudentScoresView scores={scores.data} studentId={query.studentId} />;
}
