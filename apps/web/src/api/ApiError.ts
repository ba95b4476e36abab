/** What every failed call rejects with; `silent` means the user has already been told (or must not be). */
export class ApiError extends Error {
  readonly code: string | number | null;
  readonly status: number;
  readonly data: unknown;
  readonly silent: boolean;

  constructor(
    message: string,
    init: { code?: string | number | null; status?: number; data?: unknown; silent?: boolean },
  ) {
    super(message);
    this.name = "ApiError";
    this.code = init.code ?? null;
    this.status = init.status ?? 0;
    this.data = init.data ?? null;
    this.silent = init.silent ?? false;
  }
}
