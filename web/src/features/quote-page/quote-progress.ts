import type { PublicQuoteView } from '@shared/quote-schemas';
import type { ProgressMessages, ProgressStep } from '@/components/customer-page/progress-steps';

export type ProjectStepName =
  'accepted' | 'depositInvoiced' | 'depositPaid' | 'workDone' | 'finalInvoiced' | 'paid';

export const projectProgressMessages: ProgressMessages<ProjectStepName> = {
  step: (name) => `quotePage.step.${name}`,
  pending: 'quotePage.step.pending',
  reachedOn: 'quotePage.step.on',
};

const depositSteps: ProjectStepName[] = ['depositInvoiced', 'depositPaid'];

/**
 * The project's steps once the quote is accepted: accepted → deposit invoiced → deposit paid → work done →
 * final invoice → paid. A quote without a deposit skips the deposit's two. The page learns only the acceptance
 * for now: the steps after it are shown as to come.
 */
export function projectProgress(
  quote: Pick<PublicQuoteView, 'acceptedAt' | 'deposit'>,
): ProgressStep<ProjectStepName>[] {
  const names: ProjectStepName[] = ['accepted', ...depositSteps, 'workDone', 'finalInvoiced', 'paid'];
  return names
    .filter((name) => quote.deposit.percent > 0 || !depositSteps.includes(name))
    .map((name) => ({ name, at: name === 'accepted' ? quote.acceptedAt : null }));
}
