import { DownloadOutlined, PrinterOutlined, UploadOutlined } from "@ant-design/icons";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Popconfirm, Tooltip } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "../../api/download.ts";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import {
  type AwardQuery,
  batchAward,
  certificateKeys,
  downloadAwardPdf,
  downloadAwardZip,
  EvaluationHeader,
  fetchAwards,
  fetchCertificates,
  useCertificateWrite,
} from "../evaluation/index.ts";
import { AwardImportModal } from "./AwardImportModal.tsx";
import { AwardsFilters } from "./AwardsFilters.tsx";
import { AwardsTable } from "./AwardsTable.tsx";
import { ManualAwardModal } from "./ManualAwardModal.tsx";
import { RevokeModal } from "./RevokeModal.tsx";
import { useCanManageCertificates } from "./useCanManageCertificates.ts";
import "./certificate.css";

/**
 * /admin/certificates/awards: who holds which certificate. Managers award by the rules (one batch, with the
 * count it gave), by hand or from an .xlsx, and revoke; class teachers see their classes' records; everyone
 * may export and print (one award as a PDF, or a certificate's awards as a zip of PDFs).
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
  const [importing, setImporting] = useState(false);
  const [printing, setPrinting] = useState(false);
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
  const printAll = async () => {
    if (query.certificateId === undefined) return;
    setPrinting(true);
    await run(() => downloadAwardZip(query.certificateId as number, query.classId), t("certificate.printed"));
    setPrinting(false);
  };
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
                icon={<UploadOutlined />}
                disabled={!ready}
                onClick={() => setImporting(true)}
                data-testid="awards-import"
              >
                {t("certificate.importAwards")}
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
          <Tooltip title={query.certificateId === undefined ? t("certificate.printAllHint") : undefined}>
            <Button
              icon={<PrinterOutlined />}
              disabled={query.certificateId === undefined}
              loading={printing}
              onClick={() => void printAll()}
              data-testid="awards-print"
            >
              {printing ? t("certificate.printing") : t("certificate.printAll")}
            </Button>
          </Tooltip>
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
            onPrint={(r) => void run(() => downloadAwardPdf(r.id))}
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
      <AwardImportModal open={importing} termId={query.termId} onClose={() => setImporting(false)} />
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
