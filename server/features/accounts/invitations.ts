import { accountLink } from '../../../shared/account-links';
import type { Language } from '../../../shared/language';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { queueAccountMail } from './mails/account-mails';
import { createVerification } from './verifications';

export interface Invitation {
  id: string;
  email: string;
  role: 'owner' | 'staff';
  /** The language its mail is written in. */
  language: Language;
  expiresAt: Date;
  /** The single-use link: the only place its secret exists, with the mail until it is sent. */
  link: string;
}

/**
 * Creates an invitation (single use, 7 days) in the language it is written in, queues its mail in the same
 * transaction, and records who sent it; a null `by` is the server itself or the command line.
 */
export async function createInvitation(
  db: Db,
  input: {
    email: string;
    role: 'owner' | 'staff';
    by: { id: string; name: string } | null;
    baseUrl: string;
    language: Language;
    /** False for the command line, which prints the link instead. */
    mail?: boolean;
  },
): Promise<Invitation> {
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const { id, secret, expiresAt } = await createVerification(tx, {
      type: 'invitation',
      target: email,
      role: input.role,
      language: input.language,
      createdBy: input.by,
    });
    const link = accountLink(input.baseUrl, 'invitation', secret);
    if (input.mail !== false) {
      await queueAccountMail(tx, 'account_invitation', {
        to: email,
        language: input.language,
        link,
        role: input.role,
        ...(input.by ? { invitedBy: input.by.name } : {}),
      });
    }
    await recordAudit(tx, {
      actor: input.by,
      action: 'invitation_sent',
      subjectType: 'invitation',
      subjectId: id,
      detail: { email, role: input.role, language: input.language },
    });
    return { id, email, role: input.role, language: input.language, expiresAt, link };
  });
}
