import { expect, it } from 'vitest';
import { accountLinkPaths } from '@shared/account-links';
import { paths } from '@/lib/paths';
import { routeTable } from '@/app/route-table';

it('declares the routes that the mailed account links open', () => {
  expect(paths.invitation.path).toBe(accountLinkPaths.invitation);
  expect(paths.passwordReset.path).toBe(accountLinkPaths.passwordReset);
  const routed = routeTable.map((route) => route.path);
  expect(routed).toContain(accountLinkPaths.invitation);
  expect(routed).toContain(accountLinkPaths.passwordReset);
});
