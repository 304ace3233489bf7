/**
 * `npm start` builds the web app only when its sources are newer than the last build, so a second start is ready
 * within a second or two instead of rebuilding every time.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/build/client/index.html');
const sources = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'packages/contract/src',
  'package-lock.json',
];

const newestMtime = (target: string): number => {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
};

const builtAt = newestMtime(builtIndex);
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt > changedAt) {
  console.log('Web uygulaması güncel; derleme atlandı.');
} else {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
