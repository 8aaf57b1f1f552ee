import type { ProjectStepKey, PublicQuoteView } from '@shared/quote-schemas';
import type { ProgressMessages, ProgressStep } from '@/components/customer-page/progress-steps';

export const projectProgressMessages: ProgressMessages<ProjectStepKey> = {
  step: (name) => `quotePage.step.${name}`,
  pending: 'quotePage.step.pending',
  reachedOn: 'quotePage.step.on',
};

const depositSteps: ProjectStepKey[] = ['deposit_invoiced', 'deposit_paid'];
const allSteps: ProjectStepKey[] = ['accepted', ...depositSteps, 'work_done', 'final_invoiced', 'paid'];

/**
 * The project's steps once the quote is accepted: accepted → deposit invoiced → deposit paid → work done →
 * final invoice → paid, each with its day once reached, as the server says. Until the page has read them (just
 * after accepting), the acceptance alone, the others to come; a quote without a deposit skips the deposit's two.
 */
export function projectProgress(
  quote: Pick<PublicQuoteView, 'acceptedAt' | 'deposit' | 'project'>,
): ProgressStep<ProjectStepKey>[] {
  if (quote.project) return quote.project.steps.map((step) => ({ name: step.key, at: step.on }));
  return allSteps
    .filter((name) => quote.deposit.percent > 0 || !depositSteps.includes(name))
    .map((name) => ({ name, at: name === 'accepted' ? quote.acceptedAt : null }));
}
