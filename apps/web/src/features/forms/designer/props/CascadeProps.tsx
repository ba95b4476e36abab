import { useQuery } from "@tanstack/react-query";
import { AutoComplete, Button, Form, Input, Radio, Select, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchDictTypes } from "../designerApi.ts";
import { countNodes, depthOf, parseDictRows, toTree, treeToRows } from "../dictRows.ts";
import { DictImportModal } from "./DictImportModal.tsx";
import { type SectionProps, settingsOf, withSetting } from "./fields.tsx";

/** Cascades 34 and 35: how they show, and their data (entered here, or a school dictionary with import). */
export function CascadeProps(p: SectionProps) {
  const { t } = useTranslation();
  const s = settingsOf(p.item);
  const dictType = typeof s.dictType === "string" ? s.dictType : "";
  const [source, setSource] = useState<"own" | "dict">(dictType ? "dict" : "own");
  const [importing, setImporting] = useState(false);
  const types = useQuery({
    queryKey: ["forms", "dictTypes"],
    queryFn: fetchDictTypes,
    enabled: source === "dict",
  });
  const multi = p.item.type === 35;
  const styles = [
    { value: 0, label: t("formsDesigner.cascade.styleCascade") },
    ...(multi
      ? [
          { value: 5, label: t("formsDesigner.cascade.styleCheckbox") },
          { value: 17, label: t("formsDesigner.cascade.styleMulti") },
        ]
      : [
          { value: 4, label: t("formsDesigner.cascade.styleRadio") },
          { value: 16, label: t("formsDesigner.cascade.styleSelect") },
        ]),
  ];
  const style = typeof s.style === "number" ? s.style : 0;
  const set = (key: string, value: unknown, coalesce?: string) =>
    p.onChange((item) => withSetting(item, key, value), coalesce);

  return (
    <>
      <Form.Item label={t("formsDesigner.cascade.style")}>
        <Select
          aria-label={t("formsDesigner.cascade.style")}
          value={style}
          options={styles}
          onChange={(v) => set("style", v === 0 ? undefined : v)}
        />
      </Form.Item>
      <Form.Item label={t("formsDesigner.cascade.source")}>
        <Radio.Group
          value={source}
          optionType="button"
          onChange={(e) => setSource(e.target.value)}
          options={[
            { value: "own", label: t("formsDesigner.cascade.sourceOwn") },
            { value: "dict", label: t("formsDesigner.cascade.sourceDict") },
          ]}
        />
      </Form.Item>
      {source === "own" ? (
        <OwnData {...p} />
      ) : (
        <>
          <Form.Item label={t("formsDesigner.cascade.dictType")}>
            <AutoComplete
              aria-label={t("formsDesigner.cascade.dictType")}
              value={dictType}
              placeholder={t("formsDesigner.cascade.dictTypePlaceholder")}
              options={(types.data ?? []).map((x) => ({ value: x }))}
              onChange={(v: string) => set("dictType", v.trim(), `${p.item.id}:dictType`)}
              data-testid="cascade-dict-type"
            />
          </Form.Item>
          <Button onClick={() => setImporting(true)} data-testid="cascade-import">
            {t("formsDesigner.cascade.import")}
          </Button>
          <DictImportModal
            open={importing}
            initialType={dictType}
            onClose={() => setImporting(false)}
            onImported={(type) => {
              setImporting(false);
              void types.refetch();
              set("dictType", type);
            }}
          />
        </>
      )}
    </>
  );
}

/** The cascade's own entries as editable rows, applied as a tree to typeJson.dictData. */
function OwnData(p: SectionProps) {
  const { t } = useTranslation();
  const tree = settingsOf(p.item).dictData;
  const [text, setText] = useState(() => treeToRows(tree).join("\n"));
  const parsed = parseDictRows(text);
  const nodes = toTree(parsed.entries);
  return (
    <>
      <Form.Item label={t("formsDesigner.cascade.edit")} help={t("formsDesigner.cascade.editHint")}>
        <Input.TextArea
          aria-label={t("formsDesigner.cascade.edit")}
          value={text}
          autoSize={{ minRows: 4, maxRows: 12 }}
          className="eos-designer-code"
          onChange={(e) => setText(e.target.value)}
          data-testid="cascade-rows"
        />
      </Form.Item>
      <ul className="eos-designer-messages">
        {parsed.problems.map((x) => (
          <li key={`${x.line}-${x.reason}`}>
            <Typography.Text type="danger">
              {t("formsDesigner.cascade.parseError", {
                line: x.line,
                reason: t(`formsDesigner.cascade.${x.reason}`, { code: x.code }),
              })}
            </Typography.Text>
          </li>
        ))}
      </ul>
      <Space>
        <Button
          disabled={parsed.problems.length > 0}
          onClick={() =>
            p.onChange((item) => withSetting(item, "dictData", nodes.length ? nodes : undefined))
          }
          data-testid="cascade-apply"
        >
          {t("formsDesigner.cascade.apply")}
        </Button>
        <Typography.Text type="secondary">
          {t("formsDesigner.cascade.preview", { count: countNodes(nodes), levels: depthOf(nodes) })}
        </Typography.Text>
      </Space>
    </>
  );
}
