import { maxIndicatorColumns } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Button, Flex, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { evaluationKeys, fetchModel, indicatorPaths } from "../../evaluation/index.ts";
import { MoveButtons, moved } from "./MoveButtons.tsx";

/** `value`: the school's whole choice; other models' indicators in it are kept as they are. */
type Props = { modelId: number; value: number[]; onChange: (ids: number[]) => void };

/**
 * Which of the model's indicators show their scores as columns of the ranked list, in order: picked from the
 * tree (names with their parents), ordered and removed in a list.
 */
export function IndicatorColumnsPicker({ modelId, value, onChange }: Props) {
  const { t } = useTranslation();
  const model = useQuery({ queryKey: evaluationKeys.model(modelId), queryFn: () => fetchModel(modelId) });
  if (model.error)
    return (
      <LoadFailed title={t("summary.loadFailed")} error={model.error} onRetry={() => void model.refetch()} />
    );
  const paths = indicatorPaths(model.data?.indicators ?? []);
  const pathOf = new Map(paths.map((p) => [p.id, p.path]));
  const chosen = value.filter((id) => pathOf.has(id));
  const others = value.filter((id) => !pathOf.has(id));
  const change = (ids: number[]) => onChange([...others, ...ids]);
  return (
    <section aria-label={t("summary.indicatorColumns")} data-testid="indicator-columns">
      <Typography.Title level={5}>{t("summary.indicatorColumns")}</Typography.Title>
      <Typography.Paragraph type="secondary">{t("summary.indicatorColumnsHint")}</Typography.Paragraph>
      <Select
        mode="multiple"
        style={{ width: "100%" }}
        loading={model.isLoading}
        value={chosen}
        onChange={(ids: number[]) => change(ids)}
        options={paths.map((p) => ({ value: p.id, label: p.path }))}
        optionFilterProp="label"
        placeholder={t("summary.indicatorColumnsPick")}
        aria-label={t("summary.indicatorColumnsPick")}
        maxCount={maxIndicatorColumns - others.length}
        data-testid="indicator-columns-select"
      />
      <ol style={{ listStyle: "none", margin: "8px 0 0", padding: 0 }}>
        {chosen.map((id, index) => {
          const label = pathOf.get(id) ?? "";
          return (
            <li key={id} data-testid={`indicator-column-${id}`} style={{ padding: "4px 0" }}>
              <Flex justify="space-between" align="center" gap={8}>
                <Typography.Text ellipsis>{label}</Typography.Text>
                <Flex gap={4}>
                  <MoveButtons
                    index={index}
                    count={chosen.length}
                    label={label}
                    onMove={(from, to) => change(moved(chosen, from, to))}
                  />
                  <Button
                    size="small"
                    aria-label={t("summary.indicatorColumnRemove", { name: label })}
                    onClick={() => change(chosen.filter((x) => x !== id))}
                  >
                    ×
                  </Button>
                </Flex>
              </Flex>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
