import type { CertificateStamp } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { notFound } from "../../platform/http/errors.ts";
import { attachFiles, fileUrl, referableFiles } from "../files/index.ts";
import type { CertificateDeps } from "./certificate.access.ts";
import { certificateError } from "./certificate.messages.ts";
import { deleteStamp, findStamp, insertStamp, listStamps, stampUses, updateStamp } from "./stamp.store.ts";

export const stampList = async (deps: CertificateDeps, auth: AuthContext): Promise<CertificateStamp[]> =>
  (await listStamps(deps.db, auth.schoolId)).map((s) => ({
    id: s.id,
    name: s.name,
    fileId: s.fileId,
    url: fileUrl(s.fileId),
    status: s.status,
    used: s.used,
    createdAt: s.createdAt.toISOString(),
  }));

/** Adds a stamp (enabled) or renames it / changes its image: an image the caller uploaded or may read. */
export const saveStamp = async (
  deps: CertificateDeps,
  auth: AuthContext,
  input: { id?: number; name: string; fileId: number },
): Promise<{ id: number }> => {
  const [file] = await referableFiles(deps.db, { kind: "user", auth }, [input.fileId], {
    readers: deps.fileReaders,
  });
  if (!file?.mime.startsWith("image/")) throw certificateError(400, "imageNotFound");
  const fields = { name: input.name, fileId: input.fileId };
  const id =
    input.id === undefined ? await insertStamp(deps.db, auth.schoolId, auth.userId, fields) : input.id;
  if (input.id !== undefined && !(await updateStamp(deps.db, auth.schoolId, id, fields))) throw notFound();
  await attachFiles(deps.db, auth.schoolId, { kind: "certificateStamp", id }, [input.fileId]);
  return { id };
};

/** The stamp's status change: 1 enabled, 0 disabled (a disabled stamp is no longer printed). */
export const setStampStatus = async (
  deps: CertificateDeps,
  auth: AuthContext,
  input: { id: number; status: number },
) => {
  if (!(await updateStamp(deps.db, auth.schoolId, input.id, { status: input.status }))) throw notFound();
};

export const removeStamp = async (deps: CertificateDeps, auth: AuthContext, id: number) => {
  if (!(await findStamp(deps.db, auth.schoolId, id))) throw notFound();
  const uses = await stampUses(deps.db, auth.schoolId, id);
  if (uses > 0) throw certificateError(400, "stampInUse", { n: uses });
  await deleteStamp(deps.db, auth.schoolId, id);
};
