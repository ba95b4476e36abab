import type { RulePreviewResult } from "@eos/contracts";
import { Card, Descriptions, Table } from "antd";
import { useTranslation } from "react-i18next";
import { formatScore } from "./labels.ts";

type Sample = RulePreviewResult["samples"][number];

/** What publishing the draft would change in the current term: counts, deltas and some students. */
export function RulePreview({ result }: { result: RulePreviewResult }) {
  const { t } = useTranslation();
  const band = (b: string | null) => b ?? t("evaluation.scores.noBand");
  return (
    <Card size="small" title={t("evaluation.preview.title")} data-testid="rule-preview">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: "students", label: t("evaluation.preview.students"), children: result.students },
          { key: "scores", label: t("evaluation.preview.changedScores"), children: result.changedScores },
          { key: "bands", label: t("evaluation.preview.changedBands"), children: result.changedBands },
          {
            key: "avg",
            label: t("evaluation.preview.averageDelta"),
            children: formatScore(result.averageDelta),
          },
          {
            key: "max",
            label: t("evaluation.preview.largestDelta"),
            children: formatScore(result.largestDelta),
          },
        ]}
      />
      <Table<Sample>
        rowKey="studentId"
        size="small"
        pagination={false}
        scroll={{ x: "max-content" }}
        dataSource={result.samples}
        locale={{ emptyText: t("evaluation.preview.noSamples") }}
        columns={[
          { key: "student", dataIndex: "studentName", title: t("evaluation.preview.student") },
          { key: "before", title: t("evaluation.preview.before"), render: (_, s) => formatScore(s.before) },
          { key: "after", title: t("evaluation.preview.after"), render: (_, s) => formatScore(s.after) },
          {
            key: "band",
            title: t("evaluation.preview.band"),
            render: (_, s) => `${band(s.bandBefore)} → ${band(s.bandAfter)}`,
          },
        ]}
      />
    </Card>
  );
}
