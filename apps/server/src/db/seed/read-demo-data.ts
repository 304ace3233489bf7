import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

const DATA_DIR = path.join(import.meta.dirname, 'demo-data');

/**
 * Reads one file of `demo-data/` and checks it against its schema, so a mistake in the demo data stops the seed with the
 * file and the field named instead of seeding half a catalogue.
 */
export const readDemoData = <T extends z.ZodType>(file: string, schema: T): z.infer<T> => {
  const parsed = schema.safeParse(JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8')));
  if (!parsed.success) throw new Error(`demo data ${file}: ${parsed.error.message}`);
  return parsed.data;
};
