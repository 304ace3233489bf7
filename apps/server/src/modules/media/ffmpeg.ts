import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** An executable named `name` on PATH, or null. */
const onPath = (name: string): string | null => {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, name);
    try {
      if (statSync(file).isFile()) {
        accessSync(file, constants.X_OK);
        return file;
      }
    } catch {
      // not here
    }
  }
  return null;
};

/**
 * The npm package's binary. npm runs the package's `chmod` postinstall only when install scripts are allowed
 * (package.json `allowScripts`); a copy installed without it is made executable here.
 */
const shipped = (packageName: string): string => {
  const file = (require(packageName) as { path: string }).path;
  try {
    accessSync(file, constants.X_OK);
  } catch {
    chmodSync(file, 0o755);
  }
  return file;
};

let resolved: { ffmpeg: string; ffprobe: string } | null = null;

/**
 * ffmpeg and ffprobe: `FFMPEG_PATH`/`FFPROBE_PATH` when set, else the system's binaries when on PATH (Debian's are
 * newer), else the static builds shipped inside `@ffmpeg-installer/ffmpeg` and `@ffprobe-installer/ffprobe`, so
 * `npm ci && npm start` needs nothing else.
 */
export const videoTools = (): { ffmpeg: string; ffprobe: string } => {
  resolved ??= {
    ffmpeg: process.env.FFMPEG_PATH || onPath('ffmpeg') || shipped('@ffmpeg-installer/ffmpeg'),
    ffprobe: process.env.FFPROBE_PATH || onPath('ffprobe') || shipped('@ffprobe-installer/ffprobe'),
  };
  return resolved;
};

/** The lowest scheduling priority: a transcode uses the cores the requests leave over. */
const LOWEST_PRIORITY = 19;

export type RunOptions = { signal?: AbortSignal };

let setpriv: string | null | undefined;

/**
 * On Linux, the tool is started through util-linux's `setpriv --pdeathsig KILL` (it then execs the tool, same pid):
 * the kernel kills it the moment the server process dies, even by SIGKILL, so no ffmpeg keeps running and writing
 * for a dead server. Without `setpriv` (another system) the tool runs to its end; the next transcode removes the
 * dead process's working folder.
 */
const diesWithServer = (file: string, args: string[]): [string, string[]] => {
  if (setpriv === undefined) setpriv = process.platform === 'linux' ? onPath('setpriv') : null;
  return setpriv ? [setpriv, ['--pdeathsig', 'KILL', '--', file, ...args]] : [file, args];
};

/**
 * Runs a tool at the lowest priority (`nice` 19, set on the child as soon as it exists), ended with the server
 * (`diesWithServer`), and resolves with its standard output; a non-zero exit rejects with the end of its standard error.
 */
export const runTool = (file: string, args: string[], options: RunOptions = {}): Promise<string> =>
  new Promise((resolve, reject) => {
    const [command, commandArgs] = diesWithServer(file, args);
    const child = spawn(command, commandArgs, {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (child.pid !== undefined)
      try {
        os.setPriority(child.pid, LOWEST_PRIORITY);
      } catch {
        // The process may already have ended; its exit code tells.
      }
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString('utf8')).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else
        reject(new Error(`${path.basename(file)} exited with ${code ?? signal}: ${err.trim().slice(-1500)}`));
    });
  });
