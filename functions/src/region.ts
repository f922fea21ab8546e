/**
 * Where every function runs: Mumbai, the Google Cloud region closest to Maharashtra, so members'
 * requests and their data stay in India. Hosting's rewrites name the same region
 * (scripts/build/hosting-rewrites.mjs; a unit test there keeps the two equal).
 */
export const FUNCTIONS_REGION = 'asia-south1';
