/**
 * The accounts feature's public module: sign-in (passwords, passkeys, password reset), the team and its
 * invitations, and the guard every back-office route uses. The rest of server/features/accounts/ is its own.
 */
export { accountApi } from './account-api';
export { accountRoutes } from './account-routes';
export { authApi } from './auth-api';
export { authRoutes, passkeyRoutes } from './auth-routes';
export { pruneAccountRecords } from './auth-housekeeping';
export { acceptInvitation } from './auth-service';
export { firstOwnerEmail, inviteFirstOwner } from './first-owner';
export { createInvitation } from './invitations';
export { accountMailRenderers } from './mails/account-mails';
export { currentUser, requireUser, requireUserBeforeBody } from './require-user';
export { createSession } from './sessions';
export { teamApi } from './team-api';
export { teamRoutes } from './team-routes';
export { createVerification } from './verifications';
