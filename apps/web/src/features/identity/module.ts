import { createElement } from "react";
import type { FeatureModule } from "../../components/featureModule.ts";
import { page } from "../../components/featureModule.ts";

const signIn = (path: string, mode: "single" | "area" | "pwd" | "course") =>
  page(
    path,
    async () => {
      const { LoginPage } = await import("./LoginPage.tsx");
      return () => createElement(LoginPage, { mode });
    },
    { shellTexts: true },
  );

/** Sign-in, passwords and the redirects around them; the first screen's texts (accounts, third-party sign-in). */
export const identityModule: FeatureModule = {
  name: "identity",
  pages: [
    signIn("singleLogin", "single"),
    signIn("areaLogin", "area"),
    signIn("login-pwd/:schoolId", "pwd"),
    signIn("courseLogin", "course"),
    page("forgetPwd", async () => (await import("./ForgotPasswordPage.tsx")).ForgotPasswordPage),
    page("changePassword", async () => (await import("./ForcedPasswordPage.tsx")).ForcedPasswordPage),
    page("oauth/callback", async () => (await import("./OAuthCallbackPage.tsx")).OAuthCallbackPage),
    page("user/select", async () => (await import("./UserSelectPage.tsx")).UserSelectPage),
    page("chooseRole", async () => (await import("./ChooseRolePage.tsx")).ChooseRolePage),
    page("eos-web/*", async () => (await import("./EosWebRedirect.tsx")).EosWebRedirect),
    page("center/redirectUrl", async () => (await import("./TrustRedirectPage.tsx")).TrustRedirectPage),
    page("jump-school", async () => (await import("./JumpSchoolPage.tsx")).JumpSchoolPage),
  ],
};
