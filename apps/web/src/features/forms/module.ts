import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

/** The form engine's pages: the designer, the filler (console, phone, visitor) and a form's data. */
export const formsModule: FeatureModule = {
  name: "forms",
  pages: [page("form/:id", async () => (await import("./filler/VisitorFillPage.tsx")).VisitorFillPage)],
  consolePages: [
    page("forms", async () => (await import("./list/FormsListPage.tsx")).FormsListPage),
    page("forms/:id/design", async () => (await import("./designer/DesignerPage.tsx")).DesignerPage),
    page("forms/:id/fill", async () => (await import("./filler/FillPage.tsx")).FillPage),
    page("forms/:id/batch", async () => (await import("./filler/BatchFillPage.tsx")).BatchFillPage),
    page("forms/:id/data", async () => (await import("./values/FormDataPage.tsx")).FormDataPage),
  ],
  mobilePages: [
    page("form/:id", async () => (await import("./filler/MobileFillPage.tsx")).MobileFillPage, {
      title: "formsFiller.page.mobileTitle",
      antd: true,
    }),
  ],
};
