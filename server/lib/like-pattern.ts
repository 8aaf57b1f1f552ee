/**
 * A search box's text as a LIKE pattern for a lower-cased column: found anywhere in it, and `%`, `_` and `\`
 * typed in the box searched for as such, not as wildcards.
 */
export function likePattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
