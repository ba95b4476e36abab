import { PlusOutlined } from "@ant-design/icons";
import type { ComputeRuleItem, TargetModelDetail } from "@eos/contracts";
import { Button, Card, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { BatchExecute } from "./BatchExecute.tsx";
import type { RulesQuery } from "./evaluationApi.ts";
import { RuleDrawer } from "./RuleDrawer.tsx";
import { RuleErrorLog } from "./RuleErrorLog.tsx";
import { RulesTable } from "./RulesTable.tsx";

type Props = { model: TargetModelDetail };
type DrawerState = { open: boolean; rule: ComputeRuleItem | null };

/** A model's scoring rules: the list with its actions, the batch run, and the run's error log. */
export function RulesPanel({ model }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState("rules");
  const [query, setQuery] = useState<RulesQuery>({ modelId: model.id, page: 1, size: 20 });
  const [drawer, setDrawer] = useState<DrawerState>({ open: false, rule: null });
  const [errorTerm, setErrorTerm] = useState<number>();

  const rulesTab = (
    <div className="eos-eval-stack">
      <div className="eos-eval-filters">
        <KeywordSearch
          className="eos-eval-filters__search"
          label={t("evaluation.rules.search")}
          onKeyword={(keyword) => setQuery((q) => ({ ...q, keyword, page: 1 }))}
          testId="rules-search"
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDrawer({ open: true, rule: null })}
          data-testid="rules-add"
        >
          {t("evaluation.rules.add")}
        </Button>
      </div>
      <BatchExecute
        modelId={model.id}
        onShowErrors={(termId) => {
          setErrorTerm(termId);
          setTab("errors");
        }}
      />
      <RulesTable query={query} onQuery={setQuery} onEdit={(rule) => setDrawer({ open: true, rule })} />
    </div>
  );

  return (
    <Card className="eos-page__card" title={t("evaluation.rules.title")} data-testid="rules-panel">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: "rules", label: t("evaluation.rules.tabRules"), children: rulesTab },
          {
            key: "errors",
            label: <span data-testid="rules-errors-tab">{t("evaluation.rules.tabErrors")}</span>,
            children: <RuleErrorLog modelId={model.id} termId={errorTerm} onTerm={setErrorTerm} />,
          },
        ]}
      />
      <RuleDrawer
        open={drawer.open}
        model={model}
        rule={drawer.rule}
        onClose={() => setDrawer({ open: false, rule: null })}
      />
    </Card>
  );
}
