import type { Certificate } from "@eos/contracts";
import { Segmented, Select } from "antd";
import { useTranslation } from "react-i18next";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { OrgTreePicker } from "../../components/OrgTreePicker.tsx";
import { TermSelect } from "../../components/TermSelect.tsx";
import type { AwardQuery } from "../evaluation/index.ts";

type Props = {
  query: AwardQuery;
  certificates: Certificate[];
  onQuery: (patch: Partial<AwardQuery>) => void;
};

/** The award records' filters: term, certificate, class, status and a search; each starts again at page 1. */
export function AwardsFilters({ query, certificates, onQuery }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<AwardQuery>) => onQuery({ ...patch, page: 1 });
  return (
    <search className="eos-eval-filters">
      <TermSelect
        value={query.termId}
        onChange={(termId) => set({ termId, certificateId: undefined })}
        testId="awards-term"
      />
      <Select<number>
        className="eos-eval-filters__field"
        allowClear
        placeholder={t("certificate.allCertificates")}
        aria-label={t("certificate.manualCertificate")}
        value={query.certificateId}
        onChange={(certificateId) => set({ certificateId })}
        options={certificates.map((c) => ({ value: c.id, label: c.name }))}
        data-testid="awards-certificate"
      />
      <OrgTreePicker
        kinds={["class"]}
        className="eos-eval-filters__field"
        value={query.classId}
        onChange={(classId) => set({ classId })}
        allowClear
        aria-label={t("certificate.className")}
        placeholder={t("certificate.wholeSchool")}
        data-testid="awards-class"
      />
      <Segmented
        value={query.status}
        onChange={(status) => set({ status: status as AwardQuery["status"] })}
        options={(["active", "revoked", "all"] as const).map((value) => ({
          value,
          label: t(`certificate.status.${value}`),
        }))}
        data-testid="awards-status"
      />
      <KeywordSearch
        className="eos-eval-filters__search"
        label={t("certificate.awardsSearch")}
        onKeyword={(keyword) => set({ keyword })}
        testId="awards-search"
      />
    </search>
  );
}
