// What other features and the shell may use of identity (sign-in and passwords): its module (its pages), its
// console menu entries and its public parts. (Its texts are combined in app/texts/, the roots of each
// language's chunks.) Everything else in the folder is the feature's own.

export { AuthFrame } from "./AuthFrame.tsx";
export { ChangePasswordForm } from "./ChangePasswordForm.tsx";
export { jumpSchoolPath, requestTrustCode, stripFromAddress } from "./codeHandoff.ts";
export { identityModule } from "./module.ts";
export { NewPasswordFields } from "./NewPasswordFields.tsx";
export { changeMyPassword, isCurrentPassword, resetForgottenPassword } from "./passwordChange.ts";
export { sameAsRule, strengthRule } from "./passwordRules.ts";
export { passwordFacts } from "./passwordStrength.ts";
export type { QrVerify } from "./qrLogin.ts";
export { deviceLabel, verifyQrTicket } from "./qrLogin.ts";
export { roleLabelKey } from "./roleLabel.ts";
export {
  accountPattern,
  codeResendSeconds,
  landingUrl,
  mobilePattern,
  parseUserType,
  userTypes,
} from "./signIn.ts";
export { firstWay, signInWays, useSignInSetting } from "./signInSetting.ts";
export { useCountdown } from "./useCountdown.ts";
export type { SignInAction } from "./useSignInAction.ts";
export { useSignInAction } from "./useSignInAction.ts";
