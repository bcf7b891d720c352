// PostgreSQL's unique_violation (23505) names the index that refused a row: repositories map it
// to the field their callers must change. Drizzle wraps the driver's error: the code and the
// constraint are on one of its causes.

/** The unique index that refused the row, among `constraints`, if that is why the query failed. */
export function refusedByUnique<Name extends string>(
  error: unknown,
  constraints: readonly Name[],
): Name | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as Error & { code?: string; constraint?: string };
    if (code === '23505') return constraints.find((name) => name === constraint);
  }
  return undefined;
}
