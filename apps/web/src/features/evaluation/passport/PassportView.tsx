import type { PassportData } from "@eos/contracts";
import { Card, Empty, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { PassportUnitBody } from "./PassportUnitBody.tsx";
import "./passport.css";

type Props = {
  data: PassportData;
  /** Whose passport, for saving its texts; none for the signed-in student's own or a parent's current child. */
  studentId?: number;
};

/** A student's passport: its heading, then each unit of the year's model as a card, in the model's order. */
export function PassportView({ data, studentId }: Props) {
  const { t } = useTranslation();
  return (
    <div className="eos-passport" data-testid="passport-view">
      <header className="eos-passport__head">
        <Typography.Title level={2} className="eos-passport__name">
          {data.studentName}
        </Typography.Title>
        <Typography.Text type="secondary">
          {data.schoolYearName} · {data.modelName}
        </Typography.Text>
      </header>
      {data.units.length === 0 ? (
        <Card className="eos-page__card">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        </Card>
      ) : null}
      {data.units.map((unit) => (
        <Card
          key={unit.key}
          className="eos-page__card eos-passport__unit"
          title={unit.title || t(`passport.kind_${unit.kind}`)}
          size="small"
          data-testid={`passport-unit-${unit.key}`}
        >
          <PassportUnitBody unit={unit} schoolYearId={data.schoolYearId} studentId={studentId} />
        </Card>
      ))}
    </div>
  );
}
