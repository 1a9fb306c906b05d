import { describe, expect, it } from 'vitest';
import { cloudAws } from '#functions/runtime/cloud-aws';

const KEYS = { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret' };

describe("the functions' AWS access", () => {
  it("signs with the role's credentials the Lambda runtime sets, with the session token when there is one", () => {
    expect(cloudAws('us-east-1', { ...KEYS, AWS_SESSION_TOKEN: 'token' }).credentials()).toEqual({
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      sessionToken: 'token',
    });
    expect(cloudAws('us-east-1', KEYS).credentials()).toEqual({
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
    });
  });

  it('reads the credentials when first asked, failing then, not when the clients are built', () => {
    const env: Record<string, string | undefined> = {};
    const access = cloudAws('us-east-1', env);
    expect(() => access.credentials()).toThrow(/AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY/);
    Object.assign(env, KEYS);
    expect(access.credentials()).toMatchObject({ accessKeyId: 'AKIAEXAMPLE' });
  });

  it("reaches every service at AWS_ENDPOINT_URL when set, else at AWS's own endpoints", () => {
    expect(cloudAws('eu-west-1', { AWS_ENDPOINT_URL: 'http://127.0.0.1:4566' })).toMatchObject({
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:4566',
    });
    expect(cloudAws('eu-west-1', {})).not.toHaveProperty('endpoint');
  });
});
