import { CloseOutlined } from "@ant-design/icons";
import { Button, Empty, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { Member } from "./memberApi.ts";
import { memberKey } from "./memberSelection.ts";

type Props = {
  selected: ReadonlyArray<Member>;
  onRemove: (member: Member) => void;
  onClear: () => void;
};

/** The picker's running selection across units and pages; each entry can be taken out again. */
export function SelectedMembers({ selected, onRemove, onClear }: Props) {
  const { t } = useTranslation();
  return (
    <div className="eos-member-picker__selected" data-testid="member-picker-selected">
      <div className="eos-member-picker__selected-head">
        <Typography.Text strong>{t("people.pickers.selected", { count: selected.length })}</Typography.Text>
        <Button
          type="link"
          size="small"
          onClick={onClear}
          disabled={selected.length === 0}
          data-testid="member-picker-clear"
        >
          {t("people.pickers.clear")}
        </Button>
      </div>
      {selected.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("people.pickers.noneSelected")} />
      ) : (
        <ul className="eos-member-picker__list">
          {selected.map((member) => (
            <li key={memberKey(member)} className="eos-member-picker__item">
              <span className="eos-member-picker__name">{member.name}</span>
              <Typography.Text type="secondary" className="eos-member-picker__type">
                {t(`people.pickers.type.${member.type}`)}
              </Typography.Text>
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={t("people.pickers.remove", { name: member.name })}
                onClick={() => onRemove(member)}
                data-testid={`member-picker-remove-${member.type}-${member.id}`}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
