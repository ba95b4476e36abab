import type { TFunction } from "i18next";
import { passwordIssues } from "./passwordStrength.ts";

/** Form rules (antd and antd-mobile share rc-field-form's) for a new password and its confirmation. */

type Rule = { validator: (rule: unknown, value: string | undefined) => Promise<void> };

export const strengthRule = (
  t: TFunction,
  personal: () => ReadonlyArray<string | null | undefined>,
): Rule => ({
  validator: async (_rule, value) => {
    if (!value) return;
    const issues = passwordIssues(value, personal());
    if (issues.length > 0) {
      throw new Error(
        issues
          .map((issue) => t(`account.password.issues.${issue}`))
          .join(t("account.password.issueSeparator")),
      );
    }
  },
});

export const sameAsRule = (t: TFunction, other: () => string | undefined): Rule => ({
  validator: async (_rule, value) => {
    if (value && value !== other()) throw new Error(t("account.password.rules.mismatch"));
  },
});
