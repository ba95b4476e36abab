import { Button } from "antd";
import { useTranslation } from "react-i18next";

type Props = { testIdPrefix: string; id: number; name: string; onEdit: () => void; onDelete: () => void };

/** A row's edit and delete links; delete asks first (in the list's confirm dialog). */
export function RowActions({ testIdPrefix, id, name, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <span className="eos-people-row-actions">
      <Button
        type="link"
        size="small"
        onClick={onEdit}
        aria-label={t("people.common.editNamed", { name })}
        data-testid={`${testIdPrefix}-edit-${id}`}
      >
        {t("people.common.edit")}
      </Button>
      <Button
        type="link"
        size="small"
        danger
        onClick={onDelete}
        aria-label={t("people.common.deleteNamed", { name })}
        data-testid={`${testIdPrefix}-delete-${id}`}
      >
        {t("people.common.delete")}
      </Button>
    </span>
  );
}
