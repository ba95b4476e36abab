import { createElement } from "react";
import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/** Teacher growth's models are the evaluation models of teachers (subject type 0). */
const teacherModels = async () => {
  const { ModelsPage } = await import("./ModelsPage.tsx");
  return () => createElement(ModelsPage, { subjectType: 0 });
};
const teacherModelEditor = async () => {
  const { ModelEditorPage } = await import("./ModelEditorPage.tsx");
  return () => createElement(ModelEditorPage, { subjectType: 0 });
};

/** Evaluation: models, rules, scores, cultivate models, teacher growth and the growth passport. */
export const evaluationModule: FeatureModule = {
  name: "evaluation",
  consolePages: [
    page("models", async () => (await import("./ModelsPage.tsx")).ModelsPage),
    page("models/:id", async () => (await import("./ModelEditorPage.tsx")).ModelEditorPage),
    page("rules", async () => (await import("./RulesPage.tsx")).RulesPage),
    page("scores", async () => (await import("./ScoresPage.tsx")).ScoresPage),
    page(
      "tea-growth",
      async () => (await import("./teacher-growth/TeacherGrowthPage.tsx")).TeacherGrowthPage,
    ),
    page(
      "tea-growth/mine",
      async () => (await import("./teacher-growth/TeacherRecordPage.tsx")).TeacherRecordPage,
    ),
    page(
      "tea-growth/teacher/:id",
      async () => (await import("./teacher-growth/TeacherRecordPage.tsx")).TeacherRecordPage,
    ),
    page("tea-growth/models", teacherModels),
    page("tea-growth/models/:id", teacherModelEditor),
    page("cultivate", async () => (await import("./cultivate/CultivateListPage.tsx")).CultivateListPage),
    page(
      "cultivate/:id",
      async () => (await import("./cultivate/CultivateEditorPage.tsx")).CultivateEditorPage,
    ),
    page(
      "cultivate/:id/chart",
      async () => (await import("./cultivate/CultivateChartPage.tsx")).CultivateChartPage,
    ),
    page("passports", async () => (await import("./passport/PassportModelsPage.tsx")).PassportModelsPage),
    page(
      "passports/notice",
      async () => (await import("./passport/PassportNoticePage.tsx")).PassportNoticePage,
    ),
    page("passports/view", async () => (await import("./passport/PassportViewPage.tsx")).PassportViewPage),
  ],
  mobilePages: [
    page("scores", async () => (await import("./MobileScoresPage.tsx")).MobileScoresPage, {
      title: "evaluation.mobile.title",
      antd: true,
    }),
    page("passport", async () => (await import("./passport/MobilePassportPage.tsx")).MobilePassportPage, {
      title: "passport.mobileTitle",
      antd: true,
    }),
    page(
      "tea-growth",
      async () => (await import("./teacher-growth/MobileTeacherGrowthPage.tsx")).MobileTeacherGrowthPage,
      { title: "teaGrowth.record.mine", antd: true },
    ),
  ],
};
