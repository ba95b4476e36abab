import { TeamOutlined } from "@ant-design/icons";
import { Button, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MemberPicker } from "../../../../components/MemberPicker.tsx";
import type { Member, MemberType } from "../../../../components/memberApi.ts";
import { ReadOnlyValue } from "./basic.tsx";
import type { ControlProps } from "./types.ts";

const readMembers = (val: string): Member[] => {
  try {
    const list: unknown = JSON.parse(val || "[]");
    return Array.isArray(list)
      ? list.filter((m): m is Member => typeof m === "object" && m !== null && "id" in m && "name" in m)
      : [];
  } catch {
    return [];
  }
};

const typesOf = (raw: unknown): MemberType[] => {
  const list = Array.isArray(raw)
    ? raw.filter((x): x is MemberType => x === "teacher" || x === "student")
    : [];
  return list.length > 0 ? list : ["teacher", "student"];
};

/** Types 10 and 50: people picked with the shared member picker; the value is a JSON list of members. */
export function MemberControl({ item, cell, set, readOnly, id, phone }: ControlProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (readOnly) return <ReadOnlyValue item={item} val={cell.val} />;
  const members = readMembers(cell.val);
  const settings = item.typeJson as { multiple?: boolean; memberTypes?: unknown };
  const write = (list: Member[]) =>
    set(list.length === 0 ? "" : JSON.stringify(list.map((m) => ({ id: m.id, name: m.name, type: m.type }))));
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Space wrap>
        {members.map((m) => (
          <Tag key={`${m.type}-${m.id}`} closable onClose={() => write(members.filter((x) => x !== m))}>
            {m.name}
          </Tag>
        ))}
      </Space>
      <Button id={id} icon={<TeamOutlined />} size={phone ? "large" : "middle"} onClick={() => setOpen(true)}>
        {t("formsFiller.choose")}
      </Button>
      <MemberPicker
        open={open}
        title={item.name}
        types={typesOf(settings.memberTypes)}
        multiple={settings.multiple === true}
        value={members}
        onOk={(list) => {
          setOpen(false);
          write(list);
        }}
        onCancel={() => setOpen(false)}
      />
    </Space>
  );
}
