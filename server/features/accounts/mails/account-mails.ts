import { z } from 'zod';
import { languages } from '../../../../shared/language';
import type { BusinessSettings } from '../../../../shared/public-settings';
import type { Db } from '../../../db/client';
import { outbox } from '../../../db/schema';
import { translator } from '../../../lib/i18n/catalogue';
import { type MailBlock, renderMailBody } from '../../../mail/mail-body';
import { mailContent } from '../../../mail/mail-content';
import type { MailRenderers } from '../../../outbox/outbox-worker';
import { SIGN_IN_LIMITS } from '../sign-in-lockout';
import { accountMailMessages } from './account-mail-messages';

export type AccountMailKind = 'account_invitation' | 'password_reset' | 'sign_in_attack';
type Translate = ReturnType<typeof translator<typeof accountMailMessages.en>>;
type SubjectId = 'invitation.subject' | 'attack.subject' | 'reset.subject';

/** What an account mail carries until it is sent (the outbox clears it then): the only copy of its link. */
const accountMailPayload = z.object({
  to: z.email(),
  language: z.enum(languages),
  link: z.url(),
  role: z.enum(['owner', 'staff']).optional(),
  name: z.string().optional(),
  /** Who sent an invitation (none for the first owner's, sent by the server itself). */
  invitedBy: z.string().optional(),
});
export type AccountMailPayload = z.infer<typeof accountMailPayload>;

/**
 * Queues an account mail, in the caller's transaction with the link it carries. A `withheld` mail is written
 * the same way and never sent (the outbox worker takes pending mails only): the work of a mail that must not
 * go, so that the answer's timing does not tell whether one went.
 */
export async function queueAccountMail(
  db: Db,
  kind: AccountMailKind,
  payload: AccountMailPayload,
  options: { withheld?: boolean } = {},
): Promise<void> {
  await db.insert(outbox).values({ kind, payload, status: options.withheld ? 'withheld' : 'pending' });
}

/** How the outbox renders account mails, in the language chosen when they were queued. */
export function accountMailRenderers(options: {
  business: BusinessSettings;
  replyTo: string;
}): MailRenderers<AccountMailKind> {
  const { business } = options;
  const values = { business: business.businessName };
  // Every account mail: its subject, what it says, the link it carries, then the owner's signature.
  const accountMail =
    (subject: SubjectId, body: (t: Translate, mail: AccountMailPayload) => MailBlock[]) =>
    async (entry: { payload: unknown }) => {
      const mail = accountMailPayload.parse(entry.payload);
      const t = translator(accountMailMessages, mail.language);
      const title = t(subject, values);
      const signature: MailBlock = {
        kind: 'lines',
        lines: [t('closing'), business.ownerName, business.businessName],
      };
      return mailContent({
        to: mail.to,
        replyTo: options.replyTo,
        subject: title,
        ...renderMailBody([...body(t, mail), signature], { language: mail.language, title }),
      });
    };
  return {
    account_invitation: accountMail('invitation.subject', (t, mail) => [
      { kind: 'paragraph', text: t('invitation.greeting') },
      {
        kind: 'paragraph',
        text: t(mail.role === 'owner' ? 'invitation.body.owner' : 'invitation.body.staff', values),
      },
      ...(mail.invitedBy
        ? [{ kind: 'paragraph' as const, text: t('invitation.from', { name: mail.invitedBy }) }]
        : []),
      { kind: 'link', text: t('invitation.action'), href: mail.link },
      { kind: 'paragraph', text: t('invitation.validity') },
    ]),
    sign_in_attack: accountMail('attack.subject', (t, mail) => [
      { kind: 'paragraph', text: t('attack.greeting', { name: mail.name ?? '' }) },
      {
        kind: 'paragraph',
        text: t('attack.body', { ...values, count: SIGN_IN_LIMITS.account.max, email: mail.to }),
      },
      { kind: 'paragraph', text: t('attack.paused') },
      { kind: 'paragraph', text: t('attack.advice') },
      { kind: 'link', text: t('attack.action'), href: mail.link },
      { kind: 'paragraph', text: t('attack.once') },
    ]),
    password_reset: accountMail('reset.subject', (t, mail) => [
      { kind: 'paragraph', text: t('reset.greeting', { name: mail.name ?? '' }) },
      { kind: 'paragraph', text: t('reset.body', values) },
      { kind: 'link', text: t('reset.action'), href: mail.link },
      { kind: 'paragraph', text: t('reset.validity') },
    ]),
  };
}
