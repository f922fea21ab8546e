// The certificates' published public keys, bundled by the build (web/build/certificate-jwks.ts).
declare module 'virtual:certificate-jwks' {
  const jwks: {
    keys: Array<{
      kty: 'OKP';
      crv: 'Ed25519';
      x: string;
      kid: string;
      alg?: 'EdDSA';
      use?: 'sig';
    }>;
  };
  export default jwks;
}
