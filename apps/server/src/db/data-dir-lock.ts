import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';

/**
 * One process at a time on an embedded (PGlite) database directory. PGlite runs PostgreSQL in single-user mode
 * and takes no lock of its own (the `postmaster.pid` it writes names no real process), so a second process on the
 * same directory opens it as if it were alone and both write: the directory is corrupted and later opens end in
 * `RuntimeError: Aborted()`. A lock file beside the directory holds the owner's process id; a second opener
 * refuses to start while that process is alive and takes the file over when it is gone (a crash or a kill leaves
 * it behind). The owner removes it on close and, failing that, when the process exits.
 */

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export type DataDirLock = {
  /** The lock file, e.g. `DATA_DIR/pglite.lock`. */
  path: string;
  /** Removes the lock file if it is still this process's. Safe to call more than once. */
  release: () => void;
};

/** Lock files this process holds: a second open of one of them inside this process is refused as well. */
const heldHere = new Set<string>();

const isErrno = (error: unknown, code: string) => (error as NodeJS.ErrnoException | null)?.code === code;

/** Whether a process with this id exists (EPERM: it does, under another user). */
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isErrno(error, 'EPERM');
  }
};

/** The lock file's text, or null when there is none. */
const readLock = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return null;
    throw error;
  }
};

const pidOf = (text: string): number | null => {
  const pid = Number(text.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
};

/** Creates the lock file with its content in one step (a hard link fails when the name exists). */
const tryCreate = (file: string, text: string): boolean => {
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, text);
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if (isErrno(error, 'EEXIST')) return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
};

/**
 * Moves a stale lock file out of the way. The rename is atomic; should another process have replaced the file
 * with its own lock since it was read, that lock is put back.
 */
const removeStale = (file: string, staleText: string) => {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return;
    throw error;
  }
  if (readLock(aside) !== staleText) {
    try {
      linkSync(aside, file);
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error;
    }
  }
  unlinkSync(aside);
};

const lockedMessage = (dir: string, file: string, pid: number) =>
  `Veri dizini başka bir süreç tarafından kullanılıyor (PID ${pid}): ${dir}. Gömülü veritabanını (PGlite) aynı ` +
  'anda iki süreç açarsa veriler bozulur. O süreci (örneğin açık kalmış başka bir sunucuyu ya da CLI komutunu) ' +
  `durdurup tekrar deneyin; bu PID artık Kampüs'e ait değilse ${file} dosyasını silebilirsiniz.`;

/**
 * Takes the lock of the database directory `dir` (the file `dir.lock` beside it) or throws DataDirLockedError
 * naming the process that holds it.
 */
export const lockDataDir = (dir: string): DataDirLock => {
  const file = `${dir}.lock`;
  if (heldHere.has(file))
    throw new DataDirLockedError(
      `Veri dizini bu süreçte zaten açık: ${dir}. Aynı gömülü veritabanı ikinci kez açılamaz; önce ilkini kapatın.`,
    );
  const text = `${process.pid}\n${new Date().toISOString()}\n`;
  // A few rounds: each lost race means another process created or removed the file in between.
  for (let round = 0; round < 5; round++) {
    if (tryCreate(file, text)) return hold(file, text);
    const existing = readLock(file);
    if (existing === null) continue;
    const pid = pidOf(existing);
    // The own id in a file this process does not hold was left by an earlier process that had the same id
    // (a container's server is often process 1 every time).
    if (pid !== null && pid !== process.pid && isAlive(pid))
      throw new DataDirLockedError(lockedMessage(dir, file, pid));
    removeStale(file, existing);
  }
  throw new DataDirLockedError(
    `Veri dizininin kilidi alınamadı: ${dir}. Başka süreçler aynı anda başlıyor olabilir; tekrar deneyin.`,
  );
};

const hold = (file: string, text: string): DataDirLock => {
  heldHere.add(file);
  const release = () => {
    if (!heldHere.delete(file)) return;
    process.removeListener('exit', release);
    // Only the own file: should it have been taken over meanwhile, it is no longer this process's to remove.
    try {
      if (readLock(file) === text) unlinkSync(file);
    } catch (error) {
      if (!isErrno(error, 'ENOENT')) throw error;
    }
  };
  // An exit without a close (a forced stop) ends the use of the directory as well.
  process.once('exit', release);
  return { path: file, release };
};
