/** The QR codes of the app's store pages, drawn by the server from the configured addresses (site settings). */
export const appQrPaths = {
  appStore: '/api/app-qr/app-store.svg',
  googlePlay: '/api/app-qr/google-play.svg',
} as const;

export type AppStore = keyof typeof appQrPaths;
