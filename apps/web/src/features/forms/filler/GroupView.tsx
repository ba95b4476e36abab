import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { canAddRecord, type FormItem, renderValidationMessage } from "@eos/forms-core";
import { Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import { useCellError, useFillEnv, useRecords } from "./fillContext.ts";
import { childScope, type Scope } from "./fillKeys.ts";
import { ItemList } from "./ItemView.tsx";

function GroupError({ group, scope }: { group: FormItem; scope: Scope }) {
  const error = useCellError(group.id, scope);
  const { lang } = useFillEnv();
  return error ? (
    <div className="eos-fill-error" role="alert">
      {renderValidationMessage(error, group, lang)}
    </div>
  ) : null;
}

/** Type 32: one block per record, with add and remove (SPEC 4 group forms). */
export function GroupView({ group, scope }: { group: FormItem; scope: Scope }) {
  const { store, mode } = useFillEnv();
  const { t } = useTranslation();
  const records = useRecords(group, scope);
  const editable = mode !== "query" && store.state(group.id) === "Add";
  return (
    <fieldset className="eos-fill-group" data-item-id={String(group.id)}>
      <legend className="eos-fill-label">
        {group.isNull === "N" && editable ? <span className="eos-fill-required">*</span> : null}
        {group.name}
      </legend>
      {records.length === 0 ? <div className="eos-fill-muted">{t("formsFiller.noRecords")}</div> : null}
      {records.map((r, i) => (
        <div key={r} className="eos-fill-record" data-record={r}>
          <div className="eos-fill-record-head">
            <span>{t("formsFiller.record", { n: i + 1 })}</span>
            {editable ? (
              <Popconfirm
                title={t("formsFiller.removeRecordConfirm")}
                onConfirm={() => store.removeRecord(group, scope, r)}
              >
                <Button size="small" type="text" danger icon={<DeleteOutlined />}>
                  {t("formsFiller.removeRecord")}
                </Button>
              </Popconfirm>
            ) : null}
          </div>
          <ItemList items={group.childItem} scope={childScope(scope, r)} />
        </div>
      ))}
      {editable && canAddRecord(group, records.length) ? (
        <Button icon={<PlusOutlined />} onClick={() => store.addRecord(group, scope)} block>
          {t("formsFiller.addRecord")}
        </Button>
      ) : null}
      {editable ? <GroupError group={group} scope={scope} /> : null}
    </fieldset>
  );
}
