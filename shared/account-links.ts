/**
 * The pages a mailed account link opens (hash routes of the web app). The server builds the links on
 * PUBLIC_BASE_URL; the router declares the same paths.
 */
export const accountLinkPaths = {
  invitation: '/user/invitation/:token',
  passwordReset: '/user/reset-password/:token',
} as const;

export function accountLink(baseUrl: string, kind: keyof typeof accountLinkPaths, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/#${accountLinkPaths[kind].replace(':token', token)}`;
}

/** The back office (its sign-in page when signed out), for mails that send the holder there. */
export function backOfficeLink(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/#/user`;
}
