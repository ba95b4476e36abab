import type { AcquireRecord, Certificate } from "@eos/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";

/** Test support for the certificate pages: rows as the server sends them, and picking an antd option. */

export const certificate = (id: number, name: string, patch: Partial<Certificate> = {}): Certificate => ({
  id,
  name,
  description: "",
  honour: 3,
  termId: 4,
  termName: "Autumn 2026",
  imageFileId: null,
  imageUrl: null,
  stampId: null,
  stampName: null,
  ruleKind: "score",
  indicatorId: 3,
  indicatorName: "Sports",
  modelId: 9,
  minScore: 80,
  levelName: null,
  state: 1,
  awarded: 0,
  updatedAt: "2026-11-20T08:00:00.000Z",
  ...patch,
});

export const award = (id: number, patch: Partial<AcquireRecord> = {}): AcquireRecord => ({
  id,
  certificateId: 1,
  certificateName: "Sports star",
  honour: 3,
  termId: 4,
  termName: "Autumn 2026",
  studentId: 70,
  studentName: "Li Lei",
  studentNo: "S070",
  classId: 3,
  className: "Class 1-1",
  source: 1,
  score: 92,
  band: "Excellent",
  reason: "",
  awardedBy: "Wang Fang",
  awardedAt: "2026-11-23T02:00:00.000Z",
  revokedAt: null,
  revokeReason: null,
  imageUrl: null,
  ...patch,
});

/** Opens the antd select under `testId` and clicks the option showing `label`. */
export async function pick(testId: string, label: string) {
  const select = await screen.findByTestId(testId);
  fireEvent.mouseDown(
    (select.closest(".ant-select") ?? select).querySelector(".ant-select-selector") ?? select,
  );
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")].filter(
      (o) => o.getAttribute("title") === label || o.textContent === label,
    );
    const visible = found.at(-1);
    if (!visible) throw new Error(`no option ${label}`);
    return visible;
  });
  fireEvent.click(option);
}
