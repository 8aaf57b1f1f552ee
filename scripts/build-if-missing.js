// Runs before `npm start`: builds once on a fresh clone, never rebuilds an existing build (`npm run build`
// does that). Plain JavaScript, so production runs it without development dependencies.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import process from 'node:process';

// The server is built last, so its bundle means the whole build finished.
if (!existsSync('dist/server/main.js')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  process.exit(build.status ?? 1);
}
