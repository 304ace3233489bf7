import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Whether `ref`'s element is fullscreen, and a toggle for it. */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [isFullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);
  const toggleFullscreen = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    if (document.fullscreenElement === element) void document.exitFullscreen().catch(() => undefined);
    else void element.requestFullscreen?.().catch(() => undefined);
  }, [ref]);
  return { isFullscreen, toggleFullscreen };
}
