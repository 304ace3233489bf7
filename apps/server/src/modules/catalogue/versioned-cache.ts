/**
 * A bounded map whose entries belong to one catalogue version: entries of an older version are dropped as soon
 * as a newer version is seen, and a value computed under an older version is never stored. Least recently used
 * entries go first once `maxEntries` is reached.
 */
export class VersionedCache<V> {
  readonly #maxEntries: number;
  #version = Number.NEGATIVE_INFINITY;
  #entries = new Map<string, V>();

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries;
  }

  get(version: number, key: string): V | undefined {
    if (version !== this.#version) return undefined;
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(version: number, key: string, value: V): void {
    if (version < this.#version) return;
    if (version > this.#version) {
      this.#version = version;
      this.#entries.clear();
    }
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
