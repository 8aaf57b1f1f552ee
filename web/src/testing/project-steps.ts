import type { ProjectStep, ProjectStepKey } from '@shared/quote-schemas';

const keys: ProjectStepKey[] = [
  'accepted',
  'deposit_invoiced',
  'deposit_paid',
  'work_done',
  'final_invoiced',
  'paid',
];

/** A project's six steps in order: the first ones reached on the given days (`YYYY-MM-DD`), the others to come. */
export const projectSteps = (...reached: string[]): ProjectStep[] =>
  keys.map((key, index) => ({ key, on: reached[index] ?? null }));
