import type { FormItemWire } from "@eos/contracts";
import { createElement, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "../i18n/i18n.ts";

/** Test support for the filler: small wire-format items. */
export const wire = (item: Record<string, unknown>): FormItemWire =>
  ({
    isNull: "Y",
    showState: 1,
    optionInfos: [],
    childItem: [],
    typeJson: {},
    ...item,
  }) as unknown as FormItemWire;

export const option = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  isDefault: "N",
  custom: null,
  customVal: "",
  maxCount: null,
  count: 0,
  ...extra,
});

/** Renders inside the app's i18next instance (what AppProviders gives pages). */
export const withI18n = (node: ReactNode) => createElement(I18nextProvider, { i18n }, node);
