import net from 'node:net';

/**
 * Writes `head` (and nothing more) on a raw connection to the server and resolves with the status line of the answer,
 * or "no answer" after `waitMs`: a server that waits for the body it was promised does not answer.
 */
export function statusLine(baseURL: string, head: string, waitMs = 5_000): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    let received = '';
    const done = (line: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(line);
    };
    const timer = setTimeout(() => done('no answer'), waitMs);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n')) done(received.split('\r\n')[0]);
    });
    socket.on('error', () => done(received.split('\r\n')[0] || 'connection error'));
    socket.write(head);
  });
}
