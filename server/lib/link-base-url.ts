/** Where mailed links point: PUBLIC_BASE_URL, or on a developer's machine the address the server listens on. */
export function linkBaseUrl(env: { PUBLIC_BASE_URL?: string; HOST: string; PORT: number }): string {
  if (env.PUBLIC_BASE_URL) return env.PUBLIC_BASE_URL;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return `http://${host}:${env.PORT}`;
}
