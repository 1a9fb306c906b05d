import { describe, expect, it } from 'vitest';
import { clearRefreshCookie, refreshCookie } from '#functions/http/auth-cookie';

describe('the refresh cookie', () => {
  it('is Secure everywhere but plain http on localhost or 127.0.0.1', () => {
    expect(refreshCookie('t', 'https://askaround.example')).toContain('; Secure');
    expect(refreshCookie('t', 'http://localhost.evil.example')).toContain('; Secure');
    expect(refreshCookie('t', 'https://localhost:3000')).toContain('; Secure');
    expect(refreshCookie('t', 'http://localhost:3000')).not.toContain('Secure');
    expect(refreshCookie('t', 'http://127.0.0.1:8080')).not.toContain('Secure');
  });

  it('is httpOnly, SameSite=Strict, limited to /api/auth and kept 30 days', () => {
    expect(refreshCookie('abc', 'https://x.example')).toBe(
      'askaround_refresh=abc; HttpOnly; SameSite=Strict; Path=/api/auth; Max-Age=2592000; Secure',
    );
  });

  it('is cleared with Max-Age=0', () => {
    expect(clearRefreshCookie('https://x.example')).toMatch(/^askaround_refresh=; .*Max-Age=0/);
  });
});
