import { expect } from "vitest";
import { bearer } from "./sign-in.ts";
import type { TestApp } from "./test-app.ts";

/** Test support for the form-value tests: forms made and released through the designer's own API. */

type Wire = Record<string, unknown>;
export type MadeForm = {
  formId: number;
  /** Item ids by item name. */
  ids: Record<string, number>;
  /** Option ids by item name, then option name. */
  options: Record<string, Record<string, string>>;
};

const index = (items: Wire[], made: MadeForm) => {
  for (const item of items) {
    const name = String(item.name);
    made.ids[name] = Number(item.id);
    if (Array.isArray(item.optionInfos))
      made.options[name] = Object.fromEntries(
        (item.optionInfos as Wire[]).map((o) => [String(o.name), String(o.id)]),
      );
    if (Array.isArray(item.childItem)) index(item.childItem as Wire[], made);
  }
};

/** Creates a form with these items (temporary string ids may be referenced by formulas), sets its settings, releases it. */
export const makeForm = async (
  t: TestApp,
  token: string,
  items: Wire[],
  settings?: Record<string, unknown>,
): Promise<MadeForm> => {
  const add = await t.call({
    method: "POST",
    url: "/api/v3/eos/form/admin/add",
    headers: bearer(token),
    payload: { name: "Form under test", items },
  });
  expect(add.body.success, JSON.stringify(add.body)).toBe(true);
  const formId = add.body.data.id as number;
  if (settings) {
    const saved = await t.call({
      method: "POST",
      url: "/api/v3/eos/form/admin/saveSetting",
      headers: bearer(token),
      payload: { id: formId, settings },
    });
    expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
  }
  const released = await t.call({
    method: "POST",
    url: "/api/v3/eos/form/admin/release",
    headers: bearer(token),
    payload: { id: formId },
  });
  expect(released.body.success, JSON.stringify(released.body)).toBe(true);
  const read = await t.call({
    method: "GET",
    url: `/api/v3/eos/form/admin/byid?id=${formId}`,
    headers: bearer(token),
  });
  const made: MadeForm = { formId, ids: {}, options: {} };
  index(read.body.data.items as Wire[], made);
  return made;
};

export type Rec = { itemId: number; val: string; recordNum?: number; pid?: number; valOther?: string };

/** POST wx/add (under /app, the filling prefix) with optional headers. */
export const submit = (
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  t.call({ method: "POST", url: "/api/app/eos/form/wx/add", headers: bearer(token, headers), payload: body });

/** The stored values of a form value, through value/byid, as { [itemId]: val } for top-level items. */
export const storedOf = async (t: TestApp, token: string, formValId: number) => {
  const r = await t.call({
    method: "GET",
    url: `/api/v3/eos/form/value/byid?id=${formValId}`,
    headers: bearer(token),
  });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  return r.body.data.values as {
    itemId: number;
    val: string;
    hidden: boolean;
    recordNum: number | null;
    pid: number | null;
  }[];
};

/** Runs `task` for 0..n-1 in batches of `size` concurrent calls; answers the results in order. */
export const inBatches = async <T>(
  n: number,
  size: number,
  task: (i: number) => Promise<T>,
): Promise<T[]> => {
  const out: T[] = [];
  for (let start = 0; start < n; start += size) {
    const batch = Array.from({ length: Math.min(size, n - start) }, (_, k) => task(start + k));
    out.push(...(await Promise.all(batch)));
  }
  return out;
};
