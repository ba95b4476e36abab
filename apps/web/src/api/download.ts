import { ApiError } from "./ApiError.ts";
import { apiBase, buildHeaders } from "./request.ts";
import { getSchoolId } from "./session.ts";

/**
 * Files (exports, templates, error files) are not envelopes: fetched with the session's headers and the
 * school, then handed to the browser under the server's file name, else `fallbackName`. A refusal carries the
 * server's envelope message. Answers the number of bytes saved.
 */
export async function downloadFile(
  path: string,
  params: Record<string, string | number | undefined>,
  fallbackName: string,
): Promise<number> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const schoolId = getSchoolId();
  if (schoolId !== null) query.set("schoolId", String(schoolId));
  const response = await fetch(`${apiBase}${path}?${query}`, { headers: buildHeaders({}) });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      errorDesc?: string;
      errorCode?: string | number | null;
    } | null;
    throw new ApiError(body?.errorDesc || String(response.status), {
      status: response.status,
      code: body?.errorCode ?? null,
    });
  }
  const named = /filename\*=UTF-8''([^;]+)/i.exec(response.headers.get("content-disposition") ?? "");
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = named ? decodeURIComponent(named[1]) : fallbackName;
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return blob.size;
}
