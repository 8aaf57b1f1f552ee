import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column in ('a', 'b', …)`: the values a status or kind column may hold, for its CHECK constraint. The values
 * are the code's own constants (never input), written as literals so that the migration reads plainly.
 */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}
