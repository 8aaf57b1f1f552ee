import { and, or, type SQL, sql } from 'drizzle-orm';

/**
 * A search box's text as a LIKE pattern for a lower-cased column: found anywhere in it, and `%`, `_` and `\`
 * typed in the box searched for as such, not as wildcards.
 */
function likePattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `text` as the search compares it: lower case, accents folded (`search_fold`, migration 0016). */
export function folded(text: SQL): SQL {
  return sql`search_fold(${text})`;
}

/**
 * A word typed as (part of) a MAC address in any of its spellings — `00:0F:FF:65:43:21`, `00-0f-ff…`,
 * `000fff654321` — as the lower-case hexadecimal digits the processor's address is compared by; otherwise null.
 */
function macDigits(word: string): string | null {
  const digits = word.replace(/[:.-]/g, '');
  const spelledAsMac = digits !== word || digits.length === 12;
  return spelledAsMac && /^[0-9a-f]{4,12}$/i.test(digits) ? digits.toLowerCase() : null;
}

/**
 * What the owner typed in a list's search box, as a condition: every word must be found, whatever its accents
 * and case (`gerard evian` finds "Gérard" in Évian). `found` says where one word is looked for, given its
 * folded LIKE pattern and, for a word spelled as a MAC address, the pattern of its digits.
 */
export function everyWordFound(
  query: string,
  found: (word: { pattern: SQL; macPattern: string | null }) => SQL,
): SQL | undefined {
  const words = query.trim().split(/\s+/).filter(Boolean);
  return and(
    ...words.map((word) => {
      const mac = macDigits(word);
      return found({ pattern: folded(sql`${likePattern(word)}`), macPattern: mac ? likePattern(mac) : null });
    }),
  );
}

/** `or` of conditions, some absent: for a word's places, some of which only a MAC address is looked for in. */
export function anyOf(...conditions: (SQL | undefined)[]): SQL {
  return or(...conditions) ?? sql`false`;
}
