import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * deploy/ cannot be run here (no Docker engine on our machines): these checks hold it to what the repository
 * builds and documents. The image's production dependencies and its start command are proven by starting
 * `node dist/server/main.js` on a production install (docs/operations.md, Production).
 */
const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

const settings = [...read('.env.example').matchAll(/^([A-Z0-9_]+)=/gm)].map((match) => match[1]!);

interface Service {
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  secrets?: string[];
  depends_on?: unknown;
}
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
  secrets: Record<string, { file: string }>;
  volumes: Record<string, unknown>;
};
const dockerfile = read('deploy/Dockerfile');
const runtimeStage = dockerfile.slice(dockerfile.indexOf(' AS runtime'));

describe('deploy/compose.yaml', () => {
  const instances = ['site-1', 'site-2'].map((name) => compose.services[name]!);

  it('runs PostgreSQL, two instances of the image and Caddy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['caddy', 'db', 'site-1', 'site-2']);
    expect(compose.services.db!.image).toMatch(/^postgres:\d+/);
    expect(compose.services.caddy!.image).toMatch(/^caddy:2/);
    for (const instance of instances) expect(instance.image).toMatch(/^integrator-site:/);
    expect(Object.keys(compose.volumes).sort()).toEqual([
      'caddy-config',
      'caddy-data',
      'pg-data',
      'site-data',
    ]);
  });

  it('gives both instances every setting of .env.example, and no other', () => {
    for (const instance of instances)
      expect(Object.keys(instance.environment!).sort()).toEqual([...settings].sort());
  });

  it("fixes what the set-up decides: one PostgreSQL, behind one proxy, the image's paths", () => {
    const environment = instances[0]!.environment!;
    expect(environment).toMatchObject({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      TRUST_PROXY: 'true',
      DATA_DIR: '/data',
      STATIC_DIR: '/app/dist/web',
      LICENCE_PRIVATE_KEY_FILE: '/run/secrets/licence_key',
      SITE_CONFIG_FILE: '/run/config/site.config.json',
    });
    expect(environment.DATABASE_URL).toMatch(
      /^postgres:\/\/site:\$\{POSTGRES_PASSWORD:\?[^}]+\}@db:5432\/site$/,
    );
    expect(environment.PUBLIC_BASE_URL).toMatch(/^https:\/\/\$\{SITE_DOMAIN/);
    expect(instances[0]!.volumes).toContain('./site.config.json:/run/config/site.config.json:ro');
    expect(instances[0]!.secrets).toEqual(['licence_key']);
    expect(compose.secrets.licence_key!.file).toBe('./secrets/licence-key.pem');
  });

  it('has Caddy send requests to both instances on the port they listen on', () => {
    const port = instances[0]!.environment!.PORT;
    expect(read('deploy/Caddyfile')).toContain(`reverse_proxy site-1:${port} site-2:${port}`);
    expect(runtimeStage).toContain(`EXPOSE ${port}`);
  });
});

describe('deploy/Dockerfile', () => {
  it('builds in one stage and runs the build output with production dependencies only, unprivileged', () => {
    expect(dockerfile).toMatch(/^FROM \$\{NODE_IMAGE\} AS build$/m);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:26-slim$/m);
    expect(runtimeStage).toContain('RUN npm ci --omit=dev');
    expect(runtimeStage).toContain('COPY --from=build /app/dist ./dist');
    expect(runtimeStage).toMatch(/^USER node$/m);
    expect(runtimeStage).toMatch(/^HEALTHCHECK .*\n.*\/healthz/m);
    expect(runtimeStage).toMatch(/^CMD \["node", "dist\/server\/main\.js"\]$/m);
  });

  it('runs what the build writes: the server bundle and the site where the server looks for them', () => {
    expect(read('scripts/build-server.ts')).toContain("main: fromRoot('server/main.ts')");
    expect(read('scripts/build-server.ts')).toContain("fromRoot('dist/server')");
    expect(runtimeStage).toContain('STATIC_DIR=/app/dist/web');
    expect(JSON.parse(read('package.json')).scripts.start).toBe(
      'node --enable-source-maps dist/server/main.js',
    );
  });
});

describe('the reverse proxies in front of the site (deploy/Caddyfile, npm run cluster)', () => {
  it('cut a slow or stalled client and refuse a body larger than the largest the site takes', () => {
    const caddy = read('deploy/Caddyfile');
    const timeouts = /^\t\ttimeouts \{\n([^}]*)\}/m.exec(caddy)?.[1] ?? '';
    for (const timeout of ['read_header', 'read_body', 'write', 'idle'])
      expect(timeouts).toMatch(new RegExp(`^\\t+${timeout} \\d+[sm]$`, 'm'));
    expect(caddy).toMatch(/request_body \{\n\t+max_size 21MiB\n/);

    const nginx = read('scripts/cluster.sh');
    for (const directive of ['client_header_timeout', 'client_body_timeout', 'send_timeout'])
      expect(nginx).toMatch(new RegExp(`^ +${directive} \\d+s;$`, 'm'));
    expect(nginx).toMatch(/^ +client_max_body_size 21m;$/m);
  });
});
