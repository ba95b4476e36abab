import { useQuery } from "@tanstack/react-query";
import { Card, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { PassportView } from "./PassportView.tsx";
import { fetchPassport, type PassportQuery, passportKeys } from "./passportApi.ts";

type Props = {
  query: PassportQuery;
  /** Whose passport an empty studentId means (a parent's current child), so that each is cached apart. */
  scope?: number;
};

/** Loads a student's passport (the signed-in student's or current child's without a studentId) and shows it. */
export function PassportLoader({ query, scope }: Props) {
  const { t } = useTranslation();
  const passport = useQuery({
    queryKey: passportKeys.data(query, scope),
    queryFn: () => fetchPassport(query),
  });
  if (passport.error) {
    return (
      <Card className="eos-page__card">
        <LoadFailed
          title={t("passport.loadFailed")}
          error={passport.error}
          onRetry={() => void passport.refetch()}
        />
      </Card>
    );
  }
  if (!passport.data) {
    return (
      <Card className="eos-page__card">
        <Skeleton active />
      </Card>
    );
  }
  return <PassportView data={passport.data} studentId={query.studentId} />;
}
