import { createElement } from "react";
import type { RouteObject } from "react-router";
import { RootLayout } from "./layouts/RootLayout.tsx";
import { mobileRoute } from "./mobileRoutes.tsx";
import { shellTexts, withPageTexts } from "./pageTexts.ts";
import { RouteError } from "./RouteError.tsx";
import { RouteFallback } from "./RouteFallback.tsx";

// Every page and layout is loaded on demand, so the portal and sign-in pages never pull the console
// or antd-mobile code, and a phone's sign-in and home pages never pull antd.

const signIn = (mode: "single" | "area" | "pwd" | "course") => async () => {
  const { LoginPage } = await import("../features/auth/LoginPage.tsx");
  return { element: createElement(LoginPage, { mode }) };
};

const notFound = (homePath: string) => async () => {
  const { NotFoundPage } = await import("./NotFoundPage.tsx");
  return { element: createElement(NotFoundPage, { homePath }) };
};

export const routes: RouteObject[] = withPageTexts([
  {
    path: "/",
    Component: RootLayout,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    children: [
      shellTexts({
        // Everything outside /m/ is built with antd: its theme, locale and dialogs come with this layout.
        lazy: async () => ({ Component: (await import("./layouts/DesktopLayout.tsx")).DesktopLayout }),
        children: [
          shellTexts({
            lazy: async () => ({ Component: (await import("./layouts/PortalLayout.tsx")).PortalLayout }),
            children: [
              shellTexts({
                index: true,
                lazy: async () => ({
                  Component: (await import("../features/portal/PortalHomePage.tsx")).PortalHomePage,
                }),
              }),
            ],
          }),
          shellTexts({ path: "singleLogin", lazy: signIn("single") }),
          shellTexts({ path: "areaLogin", lazy: signIn("area") }),
          shellTexts({ path: "login-pwd/:schoolId", lazy: signIn("pwd") }),
          shellTexts({ path: "courseLogin", lazy: signIn("course") }),
          {
            path: "forgetPwd",
            lazy: async () => ({
              Component: (await import("../features/auth/ForgotPasswordPage.tsx")).ForgotPasswordPage,
            }),
          },
          {
            path: "changePassword",
            lazy: async () => ({
              Component: (await import("../features/auth/ForcedPasswordPage.tsx")).ForcedPasswordPage,
            }),
          },
          {
            path: "oauth/callback",
            lazy: async () => ({
              Component: (await import("../features/auth/OAuthCallbackPage.tsx")).OAuthCallbackPage,
            }),
          },
          {
            path: "user/select",
            lazy: async () => ({
              Component: (await import("../features/auth/UserSelectPage.tsx")).UserSelectPage,
            }),
          },
          {
            path: "chooseRole",
            lazy: async () => ({
              Component: (await import("../features/auth/ChooseRolePage.tsx")).ChooseRolePage,
            }),
          },
          {
            path: "eos-web/*",
            lazy: async () => ({
              Component: (await import("../features/auth/EosWebRedirect.tsx")).EosWebRedirect,
            }),
          },
          {
            path: "center/redirectUrl",
            lazy: async () => ({
              Component: (await import("../features/auth/TrustRedirectPage.tsx")).TrustRedirectPage,
            }),
          },
          {
            path: "jump-school",
            lazy: async () => ({
              Component: (await import("../features/auth/JumpSchoolPage.tsx")).JumpSchoolPage,
            }),
          },
          {
            path: "setup",
            lazy: async () => ({
              Component: (await import("../features/school-admin/SetupPage.tsx")).SetupPage,
            }),
          },
          {
            path: "admin",
            lazy: async () => ({ Component: (await import("./layouts/AdminLayout.tsx")).AdminLayout }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import("../features/console/AdminHomePage.tsx")).AdminHomePage,
                }),
              },
              {
                path: "password",
                lazy: async () => ({
                  Component: (await import("../features/console/ChangePasswordPage.tsx")).ChangePasswordPage,
                }),
              },
              {
                path: "resetPassword",
                lazy: async () => ({
                  Component: (await import("../features/console/ResetPasswordPage.tsx")).ResetPasswordPage,
                }),
              },
              {
                path: "org",
                lazy: async () => ({ Component: (await import("../features/people/OrgPage.tsx")).OrgPage }),
              },
              {
                path: "schools",
                lazy: async () => ({
                  Component: (await import("../features/school-admin/SchoolsPage.tsx")).SchoolsPage,
                }),
              },
              {
                path: "areas",
                lazy: async () => ({
                  Component: (await import("../features/school-admin/AreasPage.tsx")).AreasPage,
                }),
              },
              {
                path: "roles",
                lazy: async () => ({
                  Component: (await import("../features/roles/RolesPage.tsx")).RolesPage,
                }),
              },
              {
                path: "audit",
                lazy: async () => ({
                  Component: (await import("../features/audit/AuditLogPage.tsx")).AuditLogPage,
                }),
              },
              {
                path: "teachers",
                lazy: async () => ({
                  Component: (await import("../features/people/TeachersPage.tsx")).TeachersPage,
                }),
              },
              {
                path: "students",
                lazy: async () => ({
                  Component: (await import("../features/people/StudentsPage.tsx")).StudentsPage,
                }),
              },
              {
                path: "parents",
                lazy: async () => ({
                  Component: (await import("../features/people/ParentsPage.tsx")).ParentsPage,
                }),
              },
              {
                path: "forms",
                lazy: async () => ({
                  Component: (await import("../features/forms/list/FormsListPage.tsx")).FormsListPage,
                }),
              },
              {
                path: "forms/:id/design",
                lazy: async () => ({
                  Component: (await import("../features/forms/designer/DesignerPage.tsx")).DesignerPage,
                }),
              },
              {
                path: "forms/:id/fill",
                lazy: async () => ({
                  Component: (await import("../features/forms/filler/FillPage.tsx")).FillPage,
                }),
              },
              {
                path: "forms/:id/batch",
                lazy: async () => ({
                  Component: (await import("../features/forms/filler/BatchFillPage.tsx")).BatchFillPage,
                }),
              },
              {
                path: "forms/:id/data",
                lazy: async () => ({
                  Component: (await import("../features/forms/values/FormDataPage.tsx")).FormDataPage,
                }),
              },
              {
                path: "scenes",
                lazy: async () => ({
                  Component: (await import("../features/collection/scenes/ScenesPage.tsx")).ScenesPage,
                }),
              },
              {
                path: "scenes/:id",
                lazy: async () => ({
                  Component: (await import("../features/collection/scenes/SceneDetailPage.tsx"))
                    .SceneDetailPage,
                }),
              },
              {
                path: "scene-hall",
                lazy: async () => ({
                  Component: (await import("../features/collection/scenes/SceneHallPage.tsx")).SceneHallPage,
                }),
              },
              {
                path: "progress",
                lazy: async () => ({
                  Component: (await import("../features/collection/progress/TaskProgressListPage.tsx"))
                    .TaskProgressListPage,
                }),
              },
              {
                path: "usage",
                lazy: async () => ({
                  Component: (await import("../features/collection/usage/UsagePage.tsx")).UsagePage,
                }),
              },
              {
                path: "app-usage",
                lazy: async () => ({
                  Component: (await import("../features/collection/usage/AppUsagePage.tsx")).AppUsagePage,
                }),
              },
              {
                path: "monitor",
                lazy: async () => ({
                  Component: (await import("../features/collection/monitor/MonitorPage.tsx")).MonitorPage,
                }),
              },
              {
                path: "data-apps",
                lazy: async () => ({
                  Component: (await import("../features/collection/dataapps/DataAppsPage.tsx")).DataAppsPage,
                }),
              },
              {
                path: "data-apps/:id",
                lazy: async () => ({
                  Component: (await import("../features/collection/dataapps/DataAppViewPage.tsx"))
                    .DataAppViewPage,
                }),
              },
              {
                path: "tasks/:id/stats",
                lazy: async () => ({
                  Component: (await import("../features/collection/progress/TaskStatsPage.tsx"))
                    .TaskStatsPage,
                }),
              },
              {
                path: "models",
                lazy: async () => ({
                  Component: (await import("../features/evaluation/ModelsPage.tsx")).ModelsPage,
                }),
              },
              {
                path: "models/:id",
                lazy: async () => ({
                  Component: (await import("../features/evaluation/ModelEditorPage.tsx")).ModelEditorPage,
                }),
              },
              {
                path: "rules",
                lazy: async () => ({
                  Component: (await import("../features/evaluation/RulesPage.tsx")).RulesPage,
                }),
              },
              {
                path: "scores",
                lazy: async () => ({
                  Component: (await import("../features/evaluation/ScoresPage.tsx")).ScoresPage,
                }),
              },
              {
                path: "summary",
                lazy: async () => ({
                  Component: (await import("../features/evaluation/summary/SummaryPage.tsx")).SummaryPage,
                }),
              },
              {
                path: "area-summary",
                lazy: async () => ({
                  Component: (await import("../features/evaluation/summary/AreaSummaryPage.tsx"))
                    .AreaSummaryPage,
                }),
              },
              {
                path: "tea-growth",
                lazy: async () => ({
                  Component: (await import("../features/evaluation/teacher-growth/TeacherGrowthPage.tsx"))
                    .TeacherGrowthPage,
                }),
              },
              {
                path: "tea-growth/mine",
                lazy: async () => ({
                  Component: (await import("../features/evaluation/teacher-growth/TeacherRecordPage.tsx"))
                    .TeacherRecordPage,
                }),
              },
              {
                path: "tea-growth/teacher/:id",
                lazy: async () => ({
                  Component: (await import("../features/evaluation/teacher-growth/TeacherRecordPage.tsx"))
                    .TeacherRecordPage,
                }),
              },
              {
                path: "tea-growth/models",
                lazy: async () => {
                  const { ModelsPage } = await import("../features/evaluation/ModelsPage.tsx");
                  return { element: createElement(ModelsPage, { subjectType: 0 }) };
                },
              },
              {
                path: "tea-growth/models/:id",
                lazy: async () => {
                  const { ModelEditorPage } = await import("../features/evaluation/ModelEditorPage.tsx");
                  return { element: createElement(ModelEditorPage, { subjectType: 0 }) };
                },
              },
              {
                path: "cultivate",
                lazy: async () => ({
                  Component: (await import("../features/evaluation/cultivate/CultivateListPage.tsx"))
                    .CultivateListPage,
                }),
              },
              {
                path: "cultivate/:id",
                lazy: async () => ({
                  Component: (await import("../features/evaluation/cultivate/CultivateEditorPage.tsx"))
                    .CultivateEditorPage,
                }),
              },
              {
                path: "cultivate/:id/chart",
                lazy: async () => ({
                  Component: (await import("../features/evaluation/cultivate/CultivateChartPage.tsx"))
                    .CultivateChartPage,
                }),
              },
              {
                path: "certificates",
                lazy: async () => ({
                  Component: (await import("../features/certificate/CertificatesPage.tsx")).CertificatesPage,
                }),
              },
              {
                path: "certificates/awards",
                lazy: async () => ({
                  Component: (await import("../features/certificate/AwardsPage.tsx")).AwardsPage,
                }),
              },
              {
                path: "passports",
                lazy: async () => ({
                  Component: (await import("../features/evaluation/passport/PassportModelsPage.tsx"))
                    .PassportModelsPage,
                }),
              },
              {
                path: "passports/notice",
                lazy: async () => ({
                  Component: (await import("../features/evaluation/passport/PassportNoticePage.tsx"))
                    .PassportNoticePage,
                }),
              },
              {
                path: "passports/view",
                lazy: async () => ({
                  Component: (await import("../features/evaluation/passport/PassportViewPage.tsx"))
                    .PassportViewPage,
                }),
              },
              { path: "*", lazy: notFound("/admin") },
            ],
          },
          {
            path: "form/:id",
            lazy: async () => ({
              Component: (await import("../features/forms/filler/VisitorFillPage.tsx")).VisitorFillPage,
            }),
          },
          { path: "*", lazy: notFound("/") },
        ],
      }),
      mobileRoute,
    ],
  },
]);
