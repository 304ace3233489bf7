import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no matchMedia or ResizeObserver; Mantine needs both.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverShim as unknown as typeof ResizeObserver;
afterEach(() => cleanup());

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// jsdom's media track lists are not event targets; media-chrome and media-tracks (the lecture player) listen on
// them, and media-tracks reads the getters when it is imported, so they are replaced here, before any test loads.
const emptyTrackLists = new WeakMap<HTMLMediaElement, Record<string, EventTarget>>();
for (const key of ['textTracks', 'audioTracks', 'videoTracks']) {
  Object.defineProperty(HTMLMediaElement.prototype, key, {
    configurable: true,
    get(this: HTMLMediaElement) {
      const lists = emptyTrackLists.get(this) ?? {};
      emptyTrackLists.set(this, lists);
      lists[key] ??= Object.assign(new EventTarget(), {
        length: 0,
        getTrackById: () => null,
        *[Symbol.iterator]() {},
      });
      return lists[key];
    },
  });
}
