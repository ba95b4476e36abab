import { TreeSelect } from "antd";
import type { CSSProperties } from "react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { defaultExpandedIds, type OrgKind, toPickerOptions } from "./orgTree.ts";
import { useOrgTree } from "./useOrgTree.ts";

type Common = {
  /** Only units of these kinds can be picked (e.g. ["class"]); the others only group them. All when empty. */
  kinds?: ReadonlyArray<OrgKind>;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  /** Set by antd Form.Item so that the label points at the input. */
  id?: string;
  className?: string;
  style?: CSSProperties;
  status?: "error" | "warning";
  "aria-label"?: string;
  "data-testid"?: string;
};

type Single = { multiple?: false; value?: number | null; onChange?: (value: number | undefined) => void };
type Multiple = { multiple: true; value?: number[]; onChange?: (value: number[]) => void };

export type OrgTreePickerProps = Common & (Single | Multiple);

/** Picks one or several units of the school's org tree, with search; usable as an antd form control. */
export function OrgTreePicker(props: OrgTreePickerProps) {
  const { t } = useTranslation();
  const { roots, isLoading, error } = useOrgTree();
  const options = useMemo(() => toPickerOptions(roots, props.kinds), [roots, props.kinds]);
  const expanded = useMemo(() => defaultExpandedIds(roots), [roots]);

  const handleChange = (next: number | number[] | undefined | null) => {
    if (props.multiple) props.onChange?.(Array.isArray(next) ? next : []);
    else props.onChange?.(typeof next === "number" ? next : undefined);
  };

  return (
    <TreeSelect<number | number[]>
      id={props.id}
      className={props.className}
      style={props.style}
      value={props.value ?? undefined}
      onChange={handleChange}
      multiple={props.multiple}
      treeData={options}
      // Opened only once the tree is there, so that it opens expanded to the grades.
      key={isLoading ? "loading" : "ready"}
      treeDefaultExpandedKeys={expanded}
      showSearch={{ treeNodeFilterProp: "title" }}
      allowClear={props.allowClear ?? true}
      disabled={props.disabled || isLoading}
      loading={isLoading}
      status={error ? "error" : props.status}
      placeholder={
        error ? t("people.pickers.orgLoadFailed") : (props.placeholder ?? t("people.pickers.orgPlaceholder"))
      }
      notFoundContent={t("people.pickers.orgEmpty")}
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { minWidth: 240, maxWidth: "calc(100vw - 24px)" } } }}
      aria-label={props["aria-label"]}
      data-testid={props["data-testid"]}
    />
  );
}
