import { data, get, post } from "./collection-world.ts";

/**
 * The demo seed gives every school this term's student growth (src/seed/seed-student-growth.ts): certificates
 * awarded, the year's passport model, each class's open notice window. Tests that need a clean slate arrange
 * it through the API with these steps, as an administrator would; the seed's own test covers what it made.
 */

/** Deletes the school's certificates of every term, with their awards (the seed awards this term's). */
export const clearCertificates = async (token: string) => {
  const ids = (await data(get(token, "/v3/ruleCertificate/page?size=100"))).list.map(
    (c: { id: number }) => c.id,
  );
  if (ids.length > 0) await data(post(token, "/v3/ruleCertificate/batchDelete", { ids, revokeAwards: true }));
};

/** The school year's passport model, if it has one: a test saving with its id replaces it (one per year). */
export const passportOfYear = async (token: string, schoolYearId: number): Promise<number | undefined> =>
  (await data(get(token, "/v3/passport/model/list"))).find(
    (m: { schoolYearId: number }) => m.schoolYearId === schoolYearId,
  )?.id;

/** The class's notice window of the school year (the seed opens one for every class). */
export const noticeOfClass = async (token: string, classId: number, schoolYearId: number) =>
  (await data(get(token, `/v3/passport/notice/list?schoolYearId=${schoolYearId}`))).find(
    (n: { classId: number }) => n.classId === classId,
  ) as { id: number; classId: number; state: string } | undefined;
