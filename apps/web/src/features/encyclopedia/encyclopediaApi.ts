import type { EncyclopediaArticle, EncyclopediaArticleItem, EncyclopediaType } from "@eos/contracts";
import { get, post } from "../../api/request.ts";

export type ArticlePage = { list: EncyclopediaArticleItem[]; total: number; page: number; size: number };

export const fetchTypes = (schoolId: number) =>
  get<EncyclopediaType[]>(`/encyclopedia/${schoolId}/queryTypes`, undefined, { noCache: true });

/** A page of a type's articles, or of a search (of one type or all). */
export const fetchArticles = (
  schoolId: number,
  q: { typeId?: number; q?: string; page: number; size: number },
) =>
  q.q
    ? get<ArticlePage>(`/encyclopedia/${schoolId}/search`, q, { noCache: true })
    : get<ArticlePage>(`/encyclopedia/${schoolId}/queryArtsByTypeid`, q, { noCache: true });

export const fetchArticle = (schoolId: number, id: number) =>
  get<EncyclopediaArticle>(`/encyclopedia/${schoolId}/article/${id}`, undefined, { noCache: true });

export const saveType = (v: { id?: number; name: string }) =>
  post<{ id: number }>("/encyclopedia/type/save", v, { json: true });
export const deleteType = (id: number) => post<null>("/encyclopedia/type/delete", { id }, { json: true });
export const sortTypes = (ids: number[]) => post<null>("/encyclopedia/type/sort", { ids }, { json: true });
export const saveArticle = (v: { id?: number; typeId: number; title: string; body: string }) =>
  post<{ id: number }>("/encyclopedia/article/save", v, { json: true });
export const deleteArticle = (id: number) =>
  post<null>("/encyclopedia/article/delete", { id }, { json: true });
