import type { PassportUnitData } from "@eos/contracts";
import { Descriptions, Empty, Table } from "antd";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../../components/format.ts";
import { BandTag } from "../BandTag.tsx";
import { PassportCertificates } from "../certificates/PassportCertificates.tsx";
import { PassportRadar } from "./PassportRadar.tsx";
import { PassportTextUnit } from "./PassportTextUnit.tsx";

type Props = { unit: PassportUnitData; schoolYearId: number; studentId?: number };

/** What one unit of a passport shows, by its kind. */
export function PassportUnitBody({ unit, schoolYearId, studentId }: Props) {
  switch (unit.kind) {
    case "basic":
      return (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={unit.fields.map((f, index) => ({ key: String(index), label: f.label, children: f.value }))}
        />
      );
    case "radar":
      return <PassportRadar unit={unit} />;
    case "termScores":
      return <TermScores unit={unit} />;
    case "sceneRecords":
      return <SceneRecords unit={unit} />;
    case "certificates":
      return <PassportCertificates unit={unit} />;
    case "teacherComment":
    case "selfStatement":
      return (
        <PassportTextUnit unit={unit} kind={unit.kind} schoolYearId={schoolYearId} studentId={studentId} />
      );
  }
}

function TermScores({ unit }: { unit: PassportUnitData }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey="termId"
      pagination={false}
      dataSource={unit.terms}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("passport.noTerms")} />,
      }}
      columns={[
        { key: "term", dataIndex: "termName", title: t("passport.term") },
        {
          key: "total",
          title: t("passport.total"),
          // A term without scores yet (a future one) says so rather than showing a total of 0.
          render: (_, row) =>
            row.scored ? row.total : <span className="eos-passport-nodata">{t("passport.noData")}</span>,
        },
        {
          key: "band",
          title: t("passport.band"),
          render: (_, row) => (row.band ? <BandTag band={row.band} /> : "—"),
        },
      ]}
    />
  );
}

function SceneRecords({ unit }: { unit: PassportUnitData }) {
  const { t } = useTranslation();
  if (unit.records.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("passport.noRecords")} />;
  }
  return (
    <ul className="eos-passport-records">
      {unit.records.map((record) => (
        <li key={record.formValueId} className="eos-passport-record">
          <div className="eos-passport-record__title">
            <span>{record.taskName}</span>
            <span className="eos-passport-record__time">{formatTime(record.filledAt)}</span>
          </div>
          {record.summary ? <div className="eos-passport-record__summary">{record.summary}</div> : null}
        </li>
      ))}
    </ul>
  );
}
