import type { Banner, RecommendedTeacher } from "@eos/contracts";
import { get, post } from "../../api/request.ts";

export const fetchBanners = () => get<Banner[]>("/v3/top/list", undefined, { noCache: true });
export const fetchActiveBanners = () => get<Banner[]>("/v3/top/active", undefined, { noCache: true });
export const saveBanner = (b: {
  id?: number;
  title: string;
  fileId: number;
  link: string | null;
  from: string | null;
  to: string | null;
  enabled: boolean;
}) => post<{ id: number }>("/v3/top/save", b, { json: true });
export const deleteBanner = (id: number) => post<null>("/v3/top/delete", { id }, { json: true });
export const sortBanners = (ids: number[]) => post<null>("/v3/top/sort", { ids }, { json: true });

export const fetchTeachers = () => get<RecommendedTeacher[]>("/v3/topTea/list", undefined, { noCache: true });
export const saveTeacher = (p: {
  id?: number;
  teacherId: number;
  photoFileId: number | null;
  words: string;
}) => post<{ id: number }>("/v3/topTea/save", p, { json: true });
export const deleteTeacher = (id: number) => post<null>("/v3/topTea/delete", { id }, { json: true });
export const sortTeachers = (ids: number[]) => post<null>("/v3/topTea/sort", { ids }, { json: true });

export const searchTeachers = (keyword: string) =>
  get<{ list: { id: number; name: string }[] }>("/v3/tea/page", { keyword, size: 20 }, { noCache: true });

/** The ids with one moved a place up (-1) or down (+1). */
export const moved = (ids: number[], id: number, by: -1 | 1) => {
  const out = [...ids];
  const i = out.indexOf(id);
  const j = i + by;
  if (i < 0 || j < 0 || j >= out.length) return out;
  [out[i], out[j]] = [out[j], out[i]];
  return out;
};
