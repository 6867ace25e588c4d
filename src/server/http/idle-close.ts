/**
 * A kept-alive connection is closed when it has been idle for the server's keep-alive timeout, as Node does,
 * but never with a request already sent on it still unread.
 *
 * Node closes an idle connection from a timer, and timers run before the event loop reads its sockets. After
 * the loop has stalled past the timeout (a loaded machine, a long pause), the timer fires first and closes a
 * connection whose client has meanwhile sent its next request: the bytes left unread make the kernel reset
 * the connection, and the client loses its request to ECONNRESET. The key import's 6 MiB 413 test did, under
 * load: the store never saw the request; the keep-alive timer closed its connection 8.5 s after the client
 * had written it (docs/decisions/0031).
 *
 * With a `timeout` listener on the server Node leaves the closing to it. It waits two turns of the loop, so
 * that bytes already sent are read, and closes only when none came. A request that came has stopped the
 * keep-alive timer as it began (Node's resetSocketTimeout); a part of one re-arms it, and the connection
 * closes after another quiet timeout, as before.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export function closeIdleAfterReading(server: Pick<Server, 'on'>): void {
  server.on('timeout', (socket: Socket) => {
    const before = socket.bytesRead;
    setImmediate(() => setImmediate(() => {
      if (!socket.destroyed && socket.bytesRead === before) socket.destroy();
    }));
  });
}
