import { Alert, Button, Empty, Input, Spin, Tree } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MemberType } from "./memberApi.ts";
import { defaultExpandedIds, filterOrgTree, type OrgKind, toPickerOptions } from "./orgTree.ts";
import { useOrgTree } from "./useOrgTree.ts";

type Props = {
  type: MemberType;
  /** The unit whose members are listed; undefined for the whole school. */
  orgId: number | undefined;
  onChange: (orgId: number | undefined) => void;
};

const kindsFor: Record<MemberType, ReadonlyArray<OrgKind>> = {
  teacher: ["school", "grade", "class", "dept"],
  student: ["school", "grade", "class"],
  parent: ["school", "grade", "class"],
};

/** The left side of the member picker: the org tree, searchable, narrowing the list to one unit. */
export function MemberOrgPane({ type, orgId, onChange }: Props) {
  const { t } = useTranslation();
  const { roots, index, isLoading, error, refetch } = useOrgTree();
  const [keyword, setKeyword] = useState("");
  const options = useMemo(
    () => toPickerOptions(filterOrgTree(roots, keyword), kindsFor[type]),
    [roots, keyword, type],
  );
  const expanded = useMemo(
    () => (keyword.trim() ? [...index.keys()] : defaultExpandedIds(roots)),
    [roots, index, keyword],
  );

  if (isLoading) return <Spin className="eos-member-picker__spin" />;
  if (error) {
    return (
      <Alert
        type="error"
        title={t("people.pickers.orgLoadFailed")}
        action={
          <Button size="small" onClick={refetch}>
            {t("people.common.retry")}
          </Button>
        }
      />
    );
  }
  return (
    <div data-testid="member-picker-tree">
      <Input.Search
        allowClear
        placeholder={t("people.pickers.searchUnits")}
        aria-label={t("people.pickers.searchUnits")}
        onChange={(event) => setKeyword(event.target.value)}
      />
      {options.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("people.pickers.orgEmpty")} />
      ) : (
        <Tree
          key={`${type}:${keyword}:${expanded.length}`}
          className="eos-member-picker__tree"
          treeData={options}
          defaultExpandedKeys={expanded}
          selectedKeys={orgId === undefined ? [] : [orgId]}
          onSelect={(keys) => {
            const id = Number(keys[0]);
            const node = index.get(id);
            onChange(!node || node.kind === "school" ? undefined : id);
          }}
          blockNode
        />
      )}
    </div>
  );
}
