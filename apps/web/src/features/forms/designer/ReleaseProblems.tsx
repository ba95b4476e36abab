import type { FormLintProblem } from "@eos/contracts";
import { Alert, Button, Drawer, List, Typography } from "antd";
import { useTranslation } from "react-i18next";

type Props = {
  problems: FormLintProblem[] | null;
  onPick: (itemId: FormLintProblem["itemId"]) => void;
  onClose: () => void;
};

/** The release-time lint problems as a list to fix; picking one selects its item on the canvas. */
export function ReleaseProblems({ problems, onPick, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={problems !== null}
      title={t("formsDesigner.problems.title")}
      placement="bottom"
      size={320}
      mask={false}
      onClose={onClose}
      closable={{ "aria-label": t("formsDesigner.problems.close") }}
      data-testid="release-problems"
    >
      <Alert type="warning" showIcon title={t("formsDesigner.problems.hint")} className="eos-designer-hint" />
      <List
        size="small"
        dataSource={problems ?? []}
        renderItem={(p, i) => (
          <List.Item key={`${p.itemId ?? "form"}-${p.code}-${i}`}>
            <Button
              type="link"
              className="eos-designer-problem"
              disabled={p.itemId === null}
              onClick={() => onPick(p.itemId)}
              data-testid="release-problem"
            >
              <Typography.Text strong>{p.name || t("formsDesigner.problems.form")}</Typography.Text>
              <Typography.Text>{p.msg}</Typography.Text>
            </Button>
          </List.Item>
        )}
      />
    </Drawer>
  );
}
