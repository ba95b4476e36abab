import { isValidIdCard } from "@eos/forms-core";
import type { FormRule } from "antd";
import type { TFunction } from "i18next";

/** The server's input rules (people.schemas.ts), checked before a call so mistakes show beside the field. */
export const accountPattern = /^[A-Za-z0-9]{3,12}$/;
export const mobilePattern = /^1[3-9]\d{9}$/;
export const studentNoPattern = /^[A-Za-z0-9-]{1,20}$/;

export const nameRules = (t: TFunction): FormRule[] => [
  { required: true, whitespace: true, message: t("people.rules.nameRequired") },
  { max: 30, message: t("people.rules.tooLong", { max: 30 }) },
];

export const accountRules = (t: TFunction): FormRule[] => [
  { required: true, message: t("people.rules.accountRequired") },
  { pattern: accountPattern, message: t("people.rules.accountFormat") },
];

export const mobileRules = (t: TFunction): FormRule[] => [
  { pattern: mobilePattern, message: t("people.rules.mobileFormat") },
];

export const studentNoRules = (t: TFunction): FormRule[] => [
  { required: true, message: t("people.rules.studentNoRequired") },
  { pattern: studentNoPattern, message: t("people.rules.studentNoFormat") },
];

export const subjectRules = (t: TFunction): FormRule[] => [
  { max: 20, message: t("people.rules.tooLong", { max: 20 }) },
];

export const classRules = (t: TFunction): FormRule[] => [
  { required: true, message: t("people.rules.classRequired") },
];

/** Optional; when typed, the GB 11643 check the server applies (forms-core). */
export const idCardRules = (t: TFunction): FormRule[] => [
  {
    validator: (_, value?: string) =>
      !value?.trim() || isValidIdCard(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(t("people.idCard.invalid"))),
  },
];
