import type { ButtonProps } from "antd";
import { Col, Grid, Input, Modal, Row, Segmented } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MemberOrgPane } from "./MemberOrgPane.tsx";
import { MemberTable } from "./MemberTable.tsx";
import type { Member, MemberType } from "./memberApi.ts";
import { deselectMembers, selectMembers } from "./memberSelection.ts";
import { SelectedMembers } from "./SelectedMembers.tsx";
import "./memberPicker.css";

export type MemberPickerProps = {
  open: boolean;
  /** Who can be picked; with both, a switch chooses which list is shown. Teachers when left out. */
  types?: ReadonlyArray<MemberType>;
  /** What is selected when the picker opens. */
  value?: ReadonlyArray<Member>;
  /** One member only (radio buttons) when false. */
  multiple?: boolean;
  title?: string;
  onOk: (members: Member[]) => void;
  onCancel: () => void;
};

const defaultTypes: ReadonlyArray<MemberType> = ["teacher"];

/** A dialog to pick teachers or students: org tree on the left, a paged searchable list, the selection. */
export function MemberPicker({
  open,
  types = defaultTypes,
  value,
  multiple = true,
  ...props
}: MemberPickerProps) {
  const { t } = useTranslation();
  const isPhone = Grid.useBreakpoint().md === false;
  const [type, setType] = useState<MemberType>(types[0] ?? "teacher");
  const [orgId, setOrgId] = useState<number | undefined>();
  const [keyword, setKeyword] = useState("");
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Member[]>(() => [...(value ?? [])]);
  const [wasOpen, setWasOpen] = useState(open);

  // Each opening starts from the caller's value, the first type and the whole school.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setSelected([...(value ?? [])]);
      setType(types[0] ?? "teacher");
      setOrgId(undefined);
      setKeyword("");
      setPage(1);
    }
  }

  const narrow = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <Modal
      open={open}
      title={props.title ?? t("people.pickers.memberTitle")}
      width={isPhone ? "100%" : 1040}
      className={isPhone ? "eos-member-picker eos-member-picker--phone" : "eos-member-picker"}
      onOk={() => props.onOk(selected)}
      onCancel={props.onCancel}
      okText={t("people.pickers.confirm", { count: selected.length })}
      cancelText={t("people.common.cancel")}
      okButtonProps={{ "data-testid": "member-picker-ok" } as ButtonProps}
      cancelButtonProps={{ "data-testid": "member-picker-cancel" } as ButtonProps}
      destroyOnHidden
    >
      <div data-testid="member-picker">
        {types.length > 1 ? (
          <Segmented<MemberType>
            className="eos-member-picker__types"
            value={type}
            onChange={(next) => narrow(() => setType(next))}
            options={types.map((x) => ({ value: x, label: t(`people.pickers.type.${x}`) }))}
            data-testid="member-picker-type"
          />
        ) : null}
        <Row gutter={[16, 16]}>
          <Col xs={24} md={7}>
            <MemberOrgPane type={type} orgId={orgId} onChange={(id) => narrow(() => setOrgId(id))} />
          </Col>
          <Col xs={24} md={11}>
            <Input.Search
              allowClear
              className="eos-member-picker__search"
              placeholder={t("people.pickers.searchMembers")}
              aria-label={t("people.pickers.searchMembers")}
              onSearch={(text) => narrow(() => setKeyword(text.trim()))}
              data-testid="member-picker-search"
            />
            <MemberTable
              type={type}
              orgId={orgId}
              keyword={keyword}
              page={page}
              onPageChange={setPage}
              selected={selected}
              multiple={multiple}
              enabled={open}
              onSelect={(add, remove) =>
                setSelected((current) => selectMembers(deselectMembers(current, remove), add, multiple))
              }
            />
          </Col>
          <Col xs={24} md={6}>
            <SelectedMembers
              selected={selected}
              onRemove={(member) => setSelected((current) => deselectMembers(current, [member]))}
              onClear={() => setSelected([])}
            />
          </Col>
        </Row>
      </div>
    </Modal>
  );
}
