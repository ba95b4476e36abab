import { Input } from "antd";
import { useTranslation } from "react-i18next";
import { OrgTreePicker } from "../../components/OrgTreePicker.tsx";
import type { OrgKind } from "../../components/orgTree.ts";

type Props = {
  /** Prefix of the test ids, e.g. "students" gives "students-search". */
  testIdPrefix: string;
  searchPlaceholder: string;
  onSearch: (keyword: string) => void;
  orgKinds: ReadonlyArray<OrgKind>;
  orgPlaceholder: string;
  orgId: number | undefined;
  onOrgChange: (orgId: number | undefined) => void;
};

/** The list's filters: a unit of the org tree and a keyword, searched on Enter or with the button. */
export function PeopleFilterBar(props: Props) {
  const { t } = useTranslation();
  return (
    <search className="eos-people-filters" aria-label={t("people.common.filters")}>
      <OrgTreePicker
        className="eos-people-filters__org"
        kinds={props.orgKinds}
        value={props.orgId}
        onChange={props.onOrgChange}
        placeholder={props.orgPlaceholder}
        aria-label={props.orgPlaceholder}
        data-testid={`${props.testIdPrefix}-org-filter`}
      />
      <Input.Search
        className="eos-people-filters__search"
        allowClear
        enterButton={t("people.common.search")}
        placeholder={props.searchPlaceholder}
        aria-label={props.searchPlaceholder}
        onSearch={(value) => props.onSearch(value.trim())}
        data-testid={`${props.testIdPrefix}-search`}
      />
    </search>
  );
}
