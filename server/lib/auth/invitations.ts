import { accountLink } from '../../../shared/account-links';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit';
import { createVerification } from './verifications';

export interface Invitation {
  id: string;
  email: string;
  role: 'owner' | 'staff';
  /** The single-use link to mail: the only place its secret exists. */
  link: string;
}

/** Creates an invitation (single use, 7 days) and records who sent it; null `by` is the server or the CLI. */
export async function createInvitation(
  db: Db,
  input: { email: string; role: 'owner' | 'staff'; by: { id: string; name: string } | null; baseUrl: string },
): Promise<Invitation> {
  const email = input.email.trim().toLowerCase();
  const { id, secret } = await createVerification(db, {
    type: 'invitation',
    target: email,
    role: input.role,
    createdBy: input.by?.id ?? null,
  });
  await recordAudit(db, {
    actor: input.by,
    action: 'invitation_sent',
    subjectType: 'invitation',
    subjectId: id,
    detail: { email, role: input.role },
  });
  return { id, email, role: input.role, link: accountLink(input.baseUrl, 'invitation', secret) };
}

/** Where links point: PUBLIC_BASE_URL, or on a developer's machine the address the server listens on. */
export function linkBaseUrl(env: { PUBLIC_BASE_URL?: string; HOST: string; PORT: number }): string {
  if (env.PUBLIC_BASE_URL) return env.PUBLIC_BASE_URL;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return `http://${host}:${env.PORT}`;
}
