// @ts-check
// Google's Firestore emulator needs Java 21 and a jar downloaded from Google, neither of which these
// machines have (docs/decisions.md). This runs the pure-Node @firestore-emulator/server instead,
// plus a tiny HTTP control port because that emulator has no reset endpoint and tests must be able
// to simulate a database outage.
import http from 'node:http';
import { FirestoreServer } from '@firestore-emulator/server';

/**
 * @param {{ port: number, controlPort: number }} ports
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
export async function startEmbeddedFirestore({ port, controlPort }) {
  /** @type {FirestoreServer | null} */
  let server = null;

  const startGrpc = async () => {
    if (server) return;
    const next = new FirestoreServer();
    await next.start(port);
    server = next;
  };
  const stopGrpc = () => {
    server?.stop();
    server = null;
  };

  /** @type {Record<string, () => Promise<void> | void>} */
  const actions = {
    '/reset': () => server?.state.clear(),
    '/stop': stopGrpc,
    '/start': startGrpc,
  };

  const control = http.createServer((req, res) => {
    const action = req.url ? actions[req.url] : undefined;
    if (req.method !== 'POST' || !action) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
      return;
    }
    Promise.resolve(action()).then(
      () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'),
      (error) => res.writeHead(500).end(JSON.stringify({ message: String(error) })),
    );
  });

  await startGrpc();
  await new Promise((resolve, reject) => {
    control.once('error', reject);
    control.listen(controlPort, '127.0.0.1', () => resolve(undefined));
  });

  return {
    close: async () => {
      stopGrpc();
      await new Promise((resolve) => control.close(() => resolve(undefined)));
    },
  };
}
