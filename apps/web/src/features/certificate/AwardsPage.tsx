import { DownloadOutlined } from "@ant-design/icons";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Popconfirm } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "../../api/download.ts";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { EvaluationHeader } from "../evaluation/EvaluationHeader.tsx";
import { AwardsFilters } from "./AwardsFilters.tsx";
import { AwardsTable } from "./AwardsTable.tsx";
import {
  type AwardQuery,
  batchAward,
  certificateKeys,
  fetchAwards,
  fetchCertificates,
} from "./certificateApi.ts";
import { ManualAwardModal } from "./ManualAwardModal.tsx";
import { RevokeModal } from "./RevokeModal.tsx";
import { useCanManageCertificates } from "./useCanManageCertificates.ts";
import { useCertificateWrite } from "./useCertificateWrite.ts";
import "./certificate.css";

/**
 * /admin/certificates/awards: who holds which certificate. Managers award by the rules (one batch, with the
 * count it gave), by hand, and revoke; class teachers see their classes' records; everyone may export.
 */
export function AwardsPage() {
  const { t } = useTranslation();
  const canManage = useCanManageCertificates();
  const run = useCertificateWrite();
  const [query, setQuery] = useState<AwardQuery>({
    page: 1,
    size: 20,
    status: "active",
    sort: "awardedAt",
    order: "desc",
  });
  const [selected, setSelected] = useState<number[]>([]);
  const [revoking, setRevoking] = useState<number[]>([]);
  const [manual, setManual] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const onQuery = (patch: Partial<AwardQuery>) => setQuery((q) => ({ ...q, ...patch }));
  const ready = query.termId !== undefined;
  const awards = useQuery({
    queryKey: certificateKeys.awards(query),
    queryFn: () => fetchAwards(query),
    placeholderData: keepPreviousData,
    enabled: ready,
  });
  const certQuery = { page: 1, size: 200, termId: query.termId };
  const certificates = useQuery({
    queryKey: certificateKeys.list(certQuery),
    queryFn: () => fetchCertificates(certQuery),
    enabled: ready,
  });
  const awardAll = async () => {
    const out = await run(() => batchAward(query.termId));
    if (out)
      setResult(t("certificate.batchAwarded", { certificates: out.certificates, awarded: out.awarded }));
  };
  const exportAll = () =>
    run(() =>
      downloadFile(
        "/v3/ruleCertificate/acquire/export",
        { ...query },
        `${t("certificate.awardsTitle")}.xlsx`,
      ),
    );
  return (
    <div className="eos-page" data-testid="awards-page">
      <EvaluationHeader
        title={t("certificate.awardsTitle")}
        testId="awards-title"
        parent={{ title: t("certificate.title"), to: "/admin/certificates" }}
      />
      <Card className="eos-page__card">
        <AwardsFilters query={query} certificates={certificates.data?.list ?? []} onQuery={onQuery} />
        <div className="eos-cert-awards-actions">
          {canManage ? (
            <>
              <Popconfirm
                title={t("certificate.batchAwardConfirm")}
                onConfirm={() => void awardAll()}
                okButtonProps={{ "data-testid": "batch-award-ok" } as never}
              >
                <Button type="primary" disabled={!ready} data-testid="batch-award">
                  {t("certificate.batchAward")}
                </Button>
              </Popconfirm>
              <Button onClick={() => setManual(true)} data-testid="manual-award">
                {t("certificate.manualAward")}
              </Button>
              <Button
                danger
                disabled={selected.length === 0}
                onClick={() => setRevoking(selected)}
                data-testid="revoke-selected"
              >
                {t("certificate.revokeSelected")}
              </Button>
            </>
          ) : null}
          <Button
            icon={<DownloadOutlined />}
            disabled={!ready}
            onClick={() => void exportAll()}
            data-testid="awards-export"
          >
            {t("certificate.export")}
          </Button>
        </div>
        {result ? (
          <Alert
            type="success"
            showIcon
            closable
            message={result}
            onClose={() => setResult(null)}
            data-testid="batch-award-result"
            style={{ marginBottom: 12 }}
          />
        ) : null}
        {awards.error && !awards.data ? (
          <LoadFailed
            title={t("certificate.loadFailed")}
            error={awards.error}
            onRetry={() => void awards.refetch()}
          />
        ) : (
          <AwardsTable
            data={awards.data}
            loading={awards.isFetching}
            query={query}
            onQuery={onQuery}
            selection={
              canManage ? { keys: selected, onChange: setSelected, onRevoke: setRevoking } : undefined
            }
          />
        )}
      </Card>
      <ManualAwardModal
        open={manual}
        certificates={certificates.data?.list ?? []}
        onClose={() => setManual(false)}
      />
      <RevokeModal
        ids={revoking}
        onClose={(done) => {
          setRevoking([]);
          if (done) setSelected([]);
        }}
      />
    </div>
  );
}
