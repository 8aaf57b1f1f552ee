/** The code of a Node.js system error (`ENOENT`, `EEXIST`…), or undefined for anything else thrown. */
export function systemErrorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** The message of what was thrown: an Error's, or the value written out. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
