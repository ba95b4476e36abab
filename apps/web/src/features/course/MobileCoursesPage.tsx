import { useQuery } from "@tanstack/react-query";
import { Button, DotLoading, ErrorBlock, List } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { courseKeys, fetchMine } from "./courseApi.ts";

/** /m/courses: a student's clubs and this term's courses open to their grade. */
export function MobileCoursesPage() {
  const { t } = useTranslation();
  const mine = useQuery({ queryKey: courseKeys.mine, queryFn: fetchMine });
  if (mine.isPending) return <DotLoading />;
  if (mine.isError)
    return (
      <ErrorBlock
        status="default"
        title={t("course.loadFailed")}
        description={
          <Button size="small" onClick={() => void mine.refetch()}>
            {t("course.loadFailed")}
          </Button>
        }
      />
    );
  const { clubs, courses } = mine.data;
  return (
    <div data-testid="mobile-courses">
      <List header={t("course.mobile.clubs")}>
        {clubs.length === 0 ? (
          <List.Item>{t("course.mobile.noClubs")}</List.Item>
        ) : (
          clubs.map((c) => (
            <List.Item key={c.id} description={c.description}>
              {c.name}
            </List.Item>
          ))
        )}
      </List>
      <List header={t("course.mobile.courses")}>
        {courses.length === 0 ? (
          <List.Item>{t("course.mobile.noCourses")}</List.Item>
        ) : (
          courses.map((c) => (
            <List.Item key={c.id} description={c.teacherNames.join("、")} extra={c.subjectName}>
              {c.name}
            </List.Item>
          ))
        )}
      </List>
    </div>
  );
}
