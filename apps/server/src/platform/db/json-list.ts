import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * Bulk values sent as one JSON parameter instead of one parameter each. Drizzle builds SQL text chunk by chunk on
 * every execution, and a batch of 200 rows of 10 columns is 2,000 parameters: building and binding them was most
 * of a device batch's CPU (onecard-rush bench). One JSON parameter keeps the statement's text the same whatever
 * the row count, so the driver prepares it once per connection (prepared-client.ts) instead of never.
 */
export const jsonParam = (value: unknown): SQL => sql`${JSON.stringify(value)}::jsonb`;

/** `column in (values)`, the values as one JSON array. */
export const inJsonList = (
  column: AnyColumn | SQL,
  values: readonly (number | string)[],
  type: "bigint" | "text",
): SQL =>
  type === "bigint"
    ? sql`${column} in (select (jsonb_array_elements_text(${jsonParam(values)}))::bigint)`
    : sql`${column} in (select jsonb_array_elements_text(${jsonParam(values)}))`;
