import { randomUUID } from 'node:crypto';
import { DomainError } from '#shared/domain/errors';
import { MESSAGES } from '#shared/domain/validation-messages';
import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import type { OtpStore, RateLimiter } from '../../ports/otp-store';
import type { UserStore } from '../../ports/user-store';
import { logger } from '../logger';
import { addressBucket } from './address-bucket';
import { DEMO_OTP, generateOtp, hashOtp, sameHash } from './otp-code';

const OTP_TTL_SECONDS = 10 * 60;
const OTP_MAX_ATTEMPTS = 5;
const HOUR = 3600;

export interface SignInLimits {
  /** Codes one e-mail may get back to back; each further code waits twice as long as the last. */
  immediateCodesPerEmail: number;
  firstWaitSeconds: number;
  /** The longest wait: after it a fresh code is always sent, so the owner is never locked out. */
  maxWaitSeconds: number;
  sendsPerIpPerHour: number;
  verifiesPerIpPerHour: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  immediateCodesPerEmail: 3,
  firstWaitSeconds: 30,
  maxWaitSeconds: 5 * 60,
  sendsPerIpPerHour: 100,
  verifiesPerIpPerHour: 300,
};

/** The wait after the nth code to one e-mail: none for the first few, then 30 s, 60 s, … capped. */
function codeBackoff(limits: SignInLimits) {
  return {
    waitSeconds: (codes: number) =>
      codes < limits.immediateCodesPerEmail
        ? 0
        : Math.min(
            limits.maxWaitSeconds,
            limits.firstWaitSeconds * 2 ** (codes - limits.immediateCodesPerEmail),
          ),
    resetSeconds: HOUR,
  };
}

/** "in 45 seconds", "in 3 minutes": how long until a refused request may be made again. */
function waitText(seconds: number): string {
  if (seconds < 90) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  return `in ${Math.ceil(seconds / 60)} minutes`;
}

export interface SignInDeps {
  users: UserStore;
  otps: OtpStore;
  limiter: RateLimiter;
  mailer: Mailer;
  otpKey: Uint8Array;
  demoMode: boolean;
  clock: Clock;
  limits?: SignInLimits;
  newCode?: () => string;
  newUserId?: () => string;
}

const tooMany = (what: string) =>
  new DomainError('rate_limited', `Too many ${what}. Please wait a while and try again.`);
const badCode = () => new DomainError('unauthorized', MESSAGES.invalidCode);

/** E-mail one-time codes: send (rate limited) and verify (hashed, expiring, 5 attempts). */
export function createSignIn(deps: SignInDeps) {
  const limits = deps.limits ?? DEFAULT_SIGN_IN_LIMITS;
  const newCode = deps.newCode ?? generateOtp;
  const newUserId = deps.newUserId ?? randomUUID;

  async function checkCode(email: string, code: string): Promise<void> {
    // The demo code is public by design; it needs no pending code.
    if (deps.demoMode && code === DEMO_OTP) {
      await deps.otps.delete(email);
      return;
    }
    const record = await deps.otps.get(email);
    const now = Math.floor(deps.clock.now().getTime() / 1000);
    if (!record || record.expiresAt <= now) throw badCode();
    // The attempt is counted before comparing: the sixth try is refused even with the right code.
    const attempts = await deps.otps.addAttempt(email, OTP_MAX_ATTEMPTS);
    if (attempts === undefined) throw badCode();
    // Using the code up is one conditional delete: of parallel right answers exactly one signs in.
    if (sameHash(record.codeHash, hashOtp(deps.otpKey, email, code))) {
      if (await deps.otps.consume(email, record.codeHash)) return;
      throw badCode();
    }
    if (attempts >= OTP_MAX_ATTEMPTS) await deps.otps.delete(email);
    throw badCode();
  }

  return {
    /** Sends a fresh code; in demo mode the response also carries the fixed demo code. */
    async sendOtp(email: string, sourceIp: string): Promise<{ success: true; demo_otp?: string }> {
      const now = deps.clock.now();
      const network = addressBucket(sourceIp);
      if (!(await deps.limiter.hit(`OTPSEND#IP#${network}`, limits.sendsPerIpPerHour, HOUR, now))) {
        throw tooMany('sign-in requests from this network');
      }
      // Backoff, not a lockout: someone else asking for codes only delays the owner's next code.
      const spaced = await deps.limiter.spaceOut(`OTPSEND#EMAIL#${email}`, codeBackoff(limits), now);
      if (!spaced.allowed) {
        const seconds = Math.max(1, Math.ceil((spaced.nextAt.getTime() - now.getTime()) / 1000));
        throw new DomainError(
          'rate_limited',
          `A code was just sent to this email. Use it, or ask for a new one ${waitText(seconds)}.`,
          { retryAt: spaced.nextAt.toISOString() },
        );
      }
      const code = newCode();
      await deps.otps.put({
        email,
        codeHash: hashOtp(deps.otpKey, email, code),
        attempts: 0,
        expiresAt: Math.floor(now.getTime() / 1000) + OTP_TTL_SECONDS,
      });
      try {
        await deps.mailer.send({
          to: email,
          subject: 'Your Askaround sign-in code',
          text: `Your sign-in code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
        });
      } catch (error) {
        logger.error('Sign-in e-mail failed', {
          error: error instanceof Error ? error.message : String(error),
        });
        throw new DomainError('unavailable', 'We could not send the code right now. Please try again.');
      }
      return deps.demoMode ? { success: true, demo_otp: DEMO_OTP } : { success: true };
    },

    /** Checks the code and returns the user id for the e-mail, creating the identity on first sign-in. */
    async verifyOtp(email: string, code: string, sourceIp: string): Promise<string> {
      const now = deps.clock.now();
      const network = addressBucket(sourceIp);
      if (!(await deps.limiter.hit(`OTPVERIFY#IP#${network}`, limits.verifiesPerIpPerHour, HOUR, now))) {
        throw tooMany('sign-in attempts from this network');
      }
      // The e-mail's user is looked up while the code is checked; it is returned only for a good code.
      const [, existing] = await Promise.all([checkCode(email, code), deps.users.findUserIdByEmail(email)]);
      if (existing) return existing;
      return deps.users.claimEmail(email, newUserId(), now.toISOString());
    },
  };
}
