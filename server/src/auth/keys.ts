// The RS256 key pair that signs access tokens: AUTH_JWT_PRIVATE_KEY when given, else generated once into
// DATA_DIR/auth-keys.json (mode 0600) and reused at every start, so tokens outlive a restart.
import { createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { calculateJwkThumbprint, exportJWK, type JWK } from 'jose';
import { describeError, StartupError } from '../db/errors.ts';

export const KEY_FILE = 'auth-keys.json';
export const JWT_ALGORITHM = 'RS256';
const MIN_MODULUS_BITS = 2048;

export interface AuthKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public key as a JWK with its `kid` (the RFC 7638 thumbprint), `alg` and `use`. */
  jwk: JWK & { kid: string };
}

interface KeyFile {
  format: 1;
  createdAt: string;
  /** PKCS#8 PEM. */
  privateKey: string;
}

export interface LoadAuthKeysOptions {
  dataDir: string;
  /** AUTH_JWT_PRIVATE_KEY: an RSA private key in PEM (newlines may be written as \n). */
  privateKeyPem?: string | undefined;
}

function keyError(problem: string): StartupError {
  return new StartupError('auth-key-invalid', problem);
}

function parsePrivateKey(pem: string, origin: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem.replace(/\\n/g, '\n'));
  } catch (error) {
    throw keyError(`${origin} is not a PEM private key: ${describeError(error)}.`);
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== 'rsa' || bits < MIN_MODULUS_BITS) {
    throw keyError(`${origin} must be an RSA private key of at least ${MIN_MODULUS_BITS} bits (RS256).`);
  }
  return key;
}

function readKeyFile(file: string): KeyObject {
  let parsed: KeyFile;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as KeyFile;
  } catch (error) {
    throw keyError(`${file} cannot be read: ${describeError(error)}; restore it or delete it to make a new key pair.`);
  }
  return parsePrivateKey(String(parsed.privateKey), file);
}

async function generatePrivateKey(): Promise<KeyObject> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: MIN_MODULUS_BITS });
  return privateKey;
}

/** Writes a new key file; when another process wrote one first ('wx' refuses), that one wins. */
function persistKey(file: string, key: KeyObject): KeyObject {
  const content: KeyFile = {
    format: 1,
    createdAt: new Date().toISOString(),
    privateKey: key.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  try {
    writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readKeyFile(file);
    throw keyError(`${file} cannot be written: ${describeError(error)}.`);
  }
}

async function loadPrivateKey(options: LoadAuthKeysOptions): Promise<KeyObject> {
  if (options.privateKeyPem) return parsePrivateKey(options.privateKeyPem, 'AUTH_JWT_PRIVATE_KEY');
  const file = join(options.dataDir, KEY_FILE);
  if (existsSync(file)) return readKeyFile(file);
  const key = await generatePrivateKey();
  // main.ts always prepares DATA_DIR; only tests build the app without one, and keep the key in memory.
  return existsSync(options.dataDir) ? persistKey(file, key) : key;
}

/** The signing key pair, read or made as the module comment says. */
export async function loadAuthKeys(options: LoadAuthKeysOptions): Promise<AuthKeys> {
  const privateKey = await loadPrivateKey(options);
  const publicKey = createPublicKey(privateKey);
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { privateKey, publicKey, jwk: { ...jwk, kid, alg: JWT_ALGORITHM, use: 'sig' } };
}

/** HASURA_GRAPHQL_JWT_SECRET for an engine (ours or Hasura's) that should accept these tokens. */
export function hasuraJwtSecret(keys: AuthKeys): string {
  const key = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  return JSON.stringify({ type: JWT_ALGORITHM, key });
}
