import { useEffect, useState } from "react";
import { getSchoolId, getUserInfo } from "../../../api/session.ts";
import { useFillEnv } from "./fillContext.ts";
import { fetchQrVariables } from "./fillerApi.ts";

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]{0,39})\}/g;

/** The built-in QR variables where the filler is: the form, the person, the student it is about. */
export const builtinQrValues = (formId: number | undefined): Record<string, string> => {
  const user = getUserInfo();
  const fromUrl = new URLSearchParams(globalThis.location?.search ?? "").get("stuId");
  const stuId = fromUrl ?? (user?.type === 1 ? String(user.id) : "");
  return {
    formId: formId === undefined ? "" : String(formId),
    stuId,
    userId: user ? String(user.id) : "",
    userName: user?.name ?? "",
    schoolId: String(getSchoolId() ?? user?.schoolId ?? ""),
  };
};

/** Replaces each {name} the values know; unknown names stay as written, so a typo shows. */
export const fillQrText = (content: string, values: Readonly<Record<string, string>>): string =>
  content.replace(PLACEHOLDER, (whole, name: string) => (name in values ? values[name] : whole));

const customByForm = new Map<number, Promise<Record<string, string>>>();

/** A QR code item's content with its variables filled in; the form's own variables load once per form. */
export function useQrText(content: string): string {
  const { formId } = useFillEnv();
  const [custom, setCustom] = useState<Record<string, string>>({});
  const wantsCustom = formId !== undefined && PLACEHOLDER.test(content);
  PLACEHOLDER.lastIndex = 0;
  useEffect(() => {
    if (!wantsCustom || formId === undefined) return;
    let live = true;
    let pending = customByForm.get(formId);
    if (!pending) {
      pending = fetchQrVariables(formId).then(
        (v) => Object.fromEntries(v.custom.map((c) => [c.name, c.value])),
        () => ({}),
      );
      customByForm.set(formId, pending);
    }
    void pending.then((values) => live && setCustom(values));
    return () => {
      live = false;
    };
  }, [formId, wantsCustom]);
  return fillQrText(content, { ...custom, ...builtinQrValues(formId) });
}
