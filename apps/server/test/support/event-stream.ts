/**
 * A Server-Sent Events reader over real HTTP (fetch), for tests of the notifications stream: it keeps every event
 * and comment it has read, and `waitFor` polls them (no timed assertions; the test's own timeout is the limit).
 */
export type StreamEvent = { event: string; data: string; id?: string };

export type EventStreamReader = {
  status: number;
  headers: Headers;
  events: StreamEvent[];
  comments: string[];
  retry: number | null;
  /** Whether the server ended the stream. */
  isEnded: () => boolean;
  waitFor: <T>(check: () => T | undefined | null | false) => Promise<T>;
  close: () => void;
};

export const openEventStream = async (
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamReader> => {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const reader: EventStreamReader = {
    status: res.status,
    headers: res.headers,
    events: [],
    comments: [],
    retry: null,
    isEnded: () => isEnded,
    waitFor: async (check) => {
      for (;;) {
        const found = check();
        if (found) return found;
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => abort.abort(),
  };
  let isEnded = false;
  if (!res.ok || !res.body) {
    // Read to its end, so fetch can reuse the connection rather than keep it waiting on an unread body.
    await res.arrayBuffer();
    isEnded = true;
    return reader;
  }
  const body = res.body.pipeThrough(new TextDecoderStream());
  void (async () => {
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: StreamEvent = { event: 'message', data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) reader.comments.push(line.slice(1).trim());
            else if (line.startsWith('retry: ')) reader.retry = Number(line.slice(7));
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('data: ')) {
              event.data += line.slice(6);
              hasData = true;
            }
          }
          if (hasData) reader.events.push(event);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by the test
    }
    isEnded = true;
  })();
  return reader;
};
