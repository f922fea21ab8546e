import type { Plugin } from 'vite';
import { buildJwks } from '../../scripts/lib/certificate-keys.mjs';

// The certificates' public keys in the build (docs/certificates.md): `virtual:certificate-jwks`
// gives the app the JWKS as a module (the /verify page checks signatures offline with it), and
// the English build writes the same set to dist/.well-known/jwks.json, which Hosting serves as a
// static file. Locally the keys are the stack's own (made once into functions/.secret.local); a
// deploy builds with CERTIFICATE_JWKS=published and takes the committed public set.

const VIRTUAL_ID = 'virtual:certificate-jwks';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function certificateJwks({ emitFile }: { emitFile: boolean }): Plugin {
  let json: string | undefined;
  const jwksJson = () => (json ??= JSON.stringify(buildJwks()));
  return {
    name: 'certificate-jwks',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default ${jwksJson()};` : undefined),
    generateBundle() {
      if (!emitFile || this.environment.name === 'ssr') return;
      this.emitFile({
        type: 'asset',
        fileName: '.well-known/jwks.json',
        source: `${jwksJson()}\n`,
      });
    },
  };
}
