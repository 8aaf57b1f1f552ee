import { z } from 'zod';
import { isStorableText, UNSTORABLE_TEXT_REASON } from './storable-text';

/** What a back-office list's search box sends (`?q=`): trimmed, at most 200 characters, storable text. */
export const listSearchTextSchema = z
  .string()
  .trim()
  .max(200, 'must be at most 200 characters')
  .refine((value) => isStorableText(value), UNSTORABLE_TEXT_REASON)
  .optional();
