import type { Db } from "../../platform/db/client.ts";
import { type IdCardHolder, takenIdCards } from "./id-card.store.ts";
import { type IdCardKeys, idCardIndex, isIdCard, maskIdCard, normaliseIdCard } from "./id-card.ts";
import type { ImportProblem } from "./import-sheet.ts";

/** An import cell's ID card number, normalised; a bad one is reported masked, so problem lists never hold it. */
export const readImportIdCard = (
  raw: string,
  fail: (column: "idCard", code: string, value?: string) => void,
): string => {
  if (!raw) return "";
  const plain = normaliseIdCard(raw);
  if (!isIdCard(plain)) fail("idCard", "format", maskIdCard(plain));
  return plain;
};

/** Reports each row whose ID card someone of the school already holds (compared by HMAC, never decrypted). */
export const idCardsTakenInSchool = async (
  db: Db,
  keys: IdCardKeys,
  kind: IdCardHolder,
  schoolId: number,
  rows: { row: number; idCard: string }[],
  problems: ImportProblem[],
) => {
  const withCard = rows.filter((r) => r.idCard && isIdCard(r.idCard));
  if (withCard.length === 0) return;
  const taken = await takenIdCards(
    db,
    kind,
    schoolId,
    withCard.map((r) => idCardIndex(keys, r.idCard)),
  );
  for (const r of withCard)
    if (taken.has(idCardIndex(keys, r.idCard)))
      problems.push({ row: r.row, column: "idCard", code: "exists", value: maskIdCard(r.idCard) });
};
