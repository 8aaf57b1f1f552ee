import { createServer, type Server } from 'node:http';
import { SmtpSink } from './server-testing';
import { freePort } from './site-server';

/**
 * The SMTP sink for browser tests. Tests run in a worker process, so the sink (in the global-setup
 * process) also answers `GET /mails` on loopback with what it received, and `POST /mode/{mode}`.
 */
export async function startMailSinkService(): Promise<{
  smtpUrl: string;
  controlUrl: string;
  stop(): Promise<void>;
}> {
  const sink = new SmtpSink();
  await sink.start();
  const port = await freePort();
  const control: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (request.method === 'GET' && url.pathname === '/mails') {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(sink.mails.map(({ parsed: _parsed, ...mail }) => mail)));
      return;
    }
    const mode = /^\/mode\/(accept|temporary-failure|permanent-failure)$/.exec(url.pathname)?.[1];
    if (request.method === 'POST' && mode) {
      sink.mode = mode as SmtpSink['mode'];
      response.end('ok');
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => control.listen(port, '127.0.0.1', resolve));
  return {
    smtpUrl: sink.url,
    controlUrl: `http://127.0.0.1:${port}`,
    async stop() {
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await sink.stop();
    },
  };
}
