import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { CataloguePanel } from "./CataloguePanel.tsx";
import "../../components/consolePage.css";

/** /admin/course/subjects: the school's subjects and course types, in order. */
export function CataloguePage() {
  const { t } = useTranslation();
  return (
    <div className="eos-page" data-testid="course-catalogue-page">
      <ConsolePageHeader
        title={t("course.catalogue.title")}
        area="console.menu.schoolLife"
        testId="course-catalogue-title"
      />
      <CataloguePanel kind="subject" />
      <CataloguePanel kind="courseType" />
    </div>
  );
}
