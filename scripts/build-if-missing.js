// Runs before `npm start` and the commands: builds once on a fresh clone, never rebuilds an existing build
// (`npm run build` does that). Plain JavaScript, so production runs it without development dependencies.
// An argument names one more bundle that must exist: a command added after the last build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import process from 'node:process';

// The server is built last, so its bundle means the whole build finished.
if (!existsSync('dist/server/main.js') || (process.argv[2] && !existsSync(process.argv[2]))) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  process.exit(build.status ?? 1);
}
