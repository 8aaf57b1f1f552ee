import { relative } from 'node:path';
import type { Preprocessor } from 'knip';
import { z } from 'zod';

/**
 * knip's preprocessor (knip.json): a finding in a file under one of `warnOnly` (knip.json's
 * preprocessorOptions, paths from the repository's root) is printed dimmed as a warning and does not fail
 * the lint step; a finding anywhere else does. It lets knip hold server/, shared/ and scripts/ to no unused
 * file or export while the folders that are not clean yet are only reported.
 */
const optionsSchema = z.object({ warnOnly: z.array(z.string()) });

const warnOnly: Preprocessor = (options) => {
  const { warnOnly: prefixes } = optionsSchema.parse(JSON.parse(options.preprocessorOptions || '{}'));
  const counters: Record<string, number> = { ...options.counters };
  for (const [type, records] of Object.entries(options.issues)) {
    for (const [filePath, issues] of Object.entries(records)) {
      const path = relative(options.cwd, filePath);
      if (!prefixes.some((prefix) => path.startsWith(prefix))) continue;
      for (const issue of Object.values(issues)) {
        if (issue.severity === 'warn') continue;
        issue.severity = 'warn';
        counters[type] = (counters[type] ?? 0) - 1;
      }
    }
  }
  return { ...options, counters: { ...options.counters, ...counters } };
};

export default warnOnly;
