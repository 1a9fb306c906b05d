/** Stores call recordings: S3 on AWS, files under DATA_DIR locally. */
export interface Recordings {
  put(key: string, audio: Uint8Array, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** A short-lived URL the browser can play without a bearer token. */
  signedUrl(key: string, ttlSeconds: number): Promise<{ url: string; expiresAt: Date }>;
  delete(key: string): Promise<void>;
}
