import type { StudentScores } from "@eos/contracts";
import { Card, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LineageDrawer } from "./LineageDrawer.tsx";
import { IndicatorScores, ScoreTotal } from "./ScoreTree.tsx";

type Props = {
  scores: StudentScores;
  /** The student asked for; undefined when the server answers for the signed-in student or parent's child. */
  studentId?: number;
};

/** A student's scores in a term: the total and band, the indicator tree, and each score's lineage on a click. */
export function StudentScoresView({ scores, studentId }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);

  return (
    <Card className="eos-page__card" data-testid="student-scores">
      <div className="eos-eval-total">
        <Typography.Text strong>
          {scores.studentName} · {scores.className} · {scores.termName} · {scores.modelName}
        </Typography.Text>
      </div>
      <ScoreTotal of="student" scores={scores} />
      {scores.ranks ? (
        <div className="eos-eval-total" data-testid="scores-ranks">
          {t("evaluation.scores.ranks", scores.ranks)}
        </div>
      ) : null}
      <IndicatorScores of="student" indicators={scores.indicators} onOpen={setOpen} />
      <LineageDrawer
        indicator={open}
        studentId={studentId}
        termId={scores.termId}
        onClose={() => setOpen(null)}
      />
    </Card>
  );
}
