import type { Role } from '@shared/auth-schemas';
import type { Language } from '@shared/language';
import { backOfficeApi, backOfficeKey, useApiChange, useApiQuery } from '@/features/back-office/common/api';

/** The owner's view of the team (`/api/team/*`): accounts, pending invitations, and what changes them. */

export interface TeamAccount {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** A colleague the owner allowed to handle money (always true of an owner, in effect). */
  canBill: boolean;
  createdAt: string;
}

export interface PendingInvitation {
  id: string;
  email: string;
  role: Role;
  /** The language its mail was written in, and its page opens in. */
  language: Language;
  /** Who sent it, named as they were even once their account is gone; null for the server or the command line. */
  invitedBy: string | null;
  expiresAt: string;
  createdAt: string;
}

export interface Team {
  accounts: TeamAccount[];
  invitations: PendingInvitation[];
}

const teamKey = [...backOfficeKey, 'team'] as const;

export const useTeam = () => useApiQuery<Team>(teamKey, '/api/team');

/** The server mails the invitation; the list of pending ones is then out of date. */
export const useInvite = () =>
  useApiChange(
    (invitation: { email: string; role: Role; language: Language }) =>
      backOfficeApi.post<PendingInvitation>('/api/team/invitations', invitation),
    [teamKey],
  );

export const useRevokeInvitation = () =>
  useApiChange(
    (id: string) => backOfficeApi.delete(`/api/team/invitations/${encodeURIComponent(id)}`),
    [teamKey],
  );

/** Allows a colleague to handle money, or withdraws it. */
export const useSetBilling = () =>
  useApiChange(
    ({ id, allowed }: { id: string; allowed: boolean }) =>
      backOfficeApi.put(`/api/team/users/${encodeURIComponent(id)}/billing`, { allowed }),
    [teamKey],
  );

export const useRemoveAccount = () =>
  useApiChange((id: string) => backOfficeApi.delete(`/api/team/users/${encodeURIComponent(id)}`), [teamKey]);
