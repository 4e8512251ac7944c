import { generatePolicyPassword } from '../../auth/generatePolicyPassword';
import { checkPasswordPolicy } from '../../auth/checkPasswordPolicy';
import { hashPassword, verifyPassword } from '../../auth/passwordHashing';
import { recordAudit } from '../../audit/recordAudit';
import { ApiError } from '../../http/ApiError';
import type { OperationCall, OperationHandlers } from '../../http/OperationHandler';
import type { RequestBody } from '../../http/RequestBody';
import type { ServerDeps } from '../../ServerDeps';
import { loginKey } from '../../security/loginKey';
import { clearSignInFailures, recordSignInFailure, signInLockedUntil } from '../../security/signInFailures';
import { resolveSignInLimits } from '../../security/signInLimits';
import { issueAccessToken, retireAccessToken, revokeAccessToken } from '../../session/accessTokens';
import { carryActingMember } from '../../session/actingContext';
import { loadUserProfile } from '../../session/loadUserProfile';
import type { UserProfile } from '../../session/UserProfile';
import { buildLoginResult } from './buildLoginResult';
import { findUserByLogin, type LoginUser } from './findUserByLogin';
import { consumeOneTimeToken, createOneTimeToken, peekOneTimeToken } from './oneTimeTokens';
import { passwordExpiresInDays } from './passwordAge';
import { otpLocked, otpWrong, sessionMessages, signInLocked } from './sessionMessages';
import {
  checkTwoFactorCode,
  createTwoFactorCode,
  isTrustedDevice,
  mayResendTwoFactorCode,
  twoFactorCodeMail,
} from './twoFactorCodes';
import { twoFactorCookieName, twoFactorCookieOptions } from './twoFactorCookie';

// Verifying against this hash when the username is unknown keeps the answer time the same, so
// response times do not reveal which usernames exist.
const unknownUserHash = hashPassword('unknown-user-placeholder');

/**
 * The sign-in and session operations of ARCHITECTURE.md ("Sign-in calls").
 *
 * @example
 * operations.register(app, 'session', { ...createSessionHandlers(deps) });
 */
export function createSessionHandlers(deps: ServerDeps): OperationHandlers {
  const { db, clock, mailer, config } = deps;
  const limits = resolveSignInLimits(config.signInLimits);
  const minutesUntil = (until: Date): number => (until.getTime() - clock.now().getTime()) / 60_000;

  const requireProfile = (call: OperationCall): UserProfile => {
    if (!call.profile) throw ApiError.unauthenticated();
    return call.profile;
  };

  const profileOf = async (userId: number): Promise<UserProfile> => {
    const profile = await loadUserProfile(db, userId);
    if (!profile) throw ApiError.unauthenticated(sessionMessages.badCredentials);
    return profile;
  };

  const proveIdentity = async (body: RequestBody<'login'>, user: LoginUser | null): Promise<boolean> => {
    if (body.login_token !== undefined) {
      return user !== null && (await consumeOneTimeToken(db, clock, 'login_link_tokens', body.login_token, user.id)) !== null;
    }
    if (body.password === undefined) {
      throw ApiError.validation(['000F0001'], { password: ['Password is required.'] });
    }
    const matches = await verifyPassword(user?.password_hash ?? (await unknownUserHash), body.password);
    return user !== null && matches;
  };

  return {
    async login(call) {
      const body = call.body;
      const login = loginKey(body.username);
      const user = await findUserByLogin(db, body.username);
      // An e-mailed login link proves the mailbox, not the password: neither lock applies to it.
      const byPassword = body.login_token === undefined;
      // While sign-in is locked, the password is not even checked and every attempt gets the same
      // answer, right password or wrong, so the lock cannot be used to test passwords.
      const passwordLock = byPassword ? await signInLockedUntil(db, clock, login, 'password') : null;
      if (passwordLock) {
        await recordAudit(db, clock, { userId: user?.id ?? null, action: 'login.refused_locked', ip: call.ip });
        throw ApiError.unauthenticated(signInLocked(minutesUntil(passwordLock)));
      }
      const deviceCookie = call.cookies[twoFactorCookieName];
      const trustedDevice =
        user?.two_factor_enabled === true && deviceCookie !== undefined && (await isTrustedDevice(db, clock, user.id, deviceCookie));
      const needsCode = user?.two_factor_enabled === true && byPassword && !trustedDevice;
      // The same for the two-factor lock (too many wrong codes): answered before the password is
      // looked at. A browser that an earlier code verified needs no code, so the lock spares it.
      const codeLock = needsCode ? await signInLockedUntil(db, clock, login, 'two_factor') : null;
      if (codeLock) {
        await recordAudit(db, clock, { userId: user?.id ?? null, action: 'two_factor.refused_locked', ip: call.ip });
        throw ApiError.unauthenticated(otpLocked(minutesUntil(codeLock)));
      }
      if (!(await proveIdentity(body, user)) || !user) {
        let message: string = sessionMessages.badCredentials;
        if (byPassword) {
          const failure = await recordSignInFailure(db, clock, login, 'password', limits.passwordLockout);
          if (failure.justLocked) {
            await recordAudit(db, clock, { userId: user?.id ?? null, action: 'login.locked', detail: { failures: failure.failures }, ip: call.ip });
          }
          if (failure.lockedUntil) message = signInLocked(minutesUntil(failure.lockedUntil));
        }
        await recordAudit(db, clock, { userId: user?.id ?? null, action: 'login.failed', ip: call.ip });
        throw ApiError.unauthenticated(message);
      }
      if (byPassword) await clearSignInFailures(db, login, 'password');
      if (passwordExpiresInDays(user.password_changed_at, clock.now()) <= 0) {
        const code = await createOneTimeToken(db, clock, 'password_reset_tokens', user.id);
        await recordAudit(db, clock, { userId: user.id, action: 'login.password_expired', ip: call.ip });
        return { password_reset_code: code };
      }
      if (needsCode) {
        const code = await db.transaction((tx) => createTwoFactorCode(tx, clock, user.id));
        await mailer.send(twoFactorCodeMail(user, code));
        return { two_factor_required: true, username: user.username };
      }
      await recordAudit(db, clock, { userId: user.id, action: 'login.succeeded', ip: call.ip });
      return buildLoginResult(deps, await profileOf(user.id));
    },

    async loginOkta(call) {
      const body = call.body;
      const user = await findUserByLogin(db, body.username);
      if (!user || !user.sso_enabled || !(await deps.identity.verify(user.username, body.token))) {
        await recordAudit(db, clock, { userId: user?.id ?? null, action: 'login_sso.failed', ip: call.ip });
        throw ApiError.unauthenticated(sessionMessages.ssoNotAssigned);
      }
      await recordAudit(db, clock, { userId: user.id, action: 'login_sso.succeeded', ip: call.ip });
      return buildLoginResult(deps, await profileOf(user.id));
    },

    // Wrong codes are counted per user across codes (each sign-in mails a fresh one), so guessing
    // stops at the lock however many codes are requested. A right code sets the remember cookie.
    async validateOtpCode(call) {
      const body = call.body;
      const user = await findUserByLogin(db, body.username);
      if (!user || !user.two_factor_enabled) return { locked: false, verified: false, message: sessionMessages.otpExpired };
      const login = loginKey(user.username);
      const audit = (action: string, detail?: Record<string, unknown>) =>
        recordAudit(db, clock, { userId: user.id, action, ip: call.ip, ...(detail ? { detail } : {}) });
      const lockedUntil = await signInLockedUntil(db, clock, login, 'two_factor');
      if (lockedUntil) {
        await audit('two_factor.refused_locked');
        return { locked: true, verified: false, message: otpLocked(minutesUntil(lockedUntil)) };
      }
      const check = await db.transaction((tx) => checkTwoFactorCode(tx, clock, user.id, body.otp_code));
      if (check.outcome === 'verified') {
        await clearSignInFailures(db, login, 'two_factor');
        call.setCookie(twoFactorCookieName, check.deviceToken, twoFactorCookieOptions);
        await audit('two_factor.verified');
        return { locked: false, verified: true, message: sessionMessages.otpVerified };
      }
      if (check.outcome === 'expired') {
        await audit('two_factor.failed', { reason: 'expired' });
        return { locked: false, verified: false, message: sessionMessages.otpExpired };
      }
      const failure = await recordSignInFailure(db, clock, login, 'two_factor', limits.twoFactorLockout);
      if (failure.lockedUntil) {
        if (failure.justLocked) await audit('two_factor.locked', { failures: failure.failures });
        return { locked: true, verified: false, message: otpLocked(minutesUntil(failure.lockedUntil)) };
      }
      await audit('two_factor.failed');
      return { locked: false, verified: false, message: otpWrong(limits.twoFactorLockout.maxFailures - failure.failures) };
    },

    async resendOtpCode(call) {
      const body = call.body;
      const user = await findUserByLogin(db, body.username);
      // Only a pending two-factor step (password already proven) may ask for another code.
      const unlocked = user !== null && (await signInLockedUntil(db, clock, loginKey(user.username), 'two_factor')) === null;
      if (user && unlocked && user.two_factor_enabled && (await mayResendTwoFactorCode(db, clock, user.id))) {
        const code = await db.transaction((tx) => createTwoFactorCode(tx, clock, user.id));
        await mailer.send(twoFactorCodeMail(user, code));
      }
      return { message: sessionMessages.otpSent };
    },

    async refreshToken(call) {
      const profile = requireProfile(call);
      const token = await db.transaction(async (tx) => {
        if (call.token) await retireAccessToken(tx, call.token, clock);
        const issued = await issueAccessToken(tx, profile.user.id, clock);
        // Acting as a practice's member lasts for the whole session ([practice-spoof]).
        if (call.token) await carryActingMember(tx, call.token, issued.access_token);
        return issued;
      });
      return token;
    },

    async logout(call) {
      const profile = requireProfile(call);
      if (call.token) await revokeAccessToken(db, call.token, clock);
      await recordAudit(db, clock, { userId: profile.user.id, action: 'logout', ip: call.ip });
      return { message: sessionMessages.loggedOut };
    },

    async acceptPrivacyPolicy(call) {
      const profile = requireProfile(call);
      await db.query('update users set consented_at = coalesce(consented_at, $2) where id = $1', [profile.user.id, clock.now()]);
      await recordAudit(db, clock, { userId: profile.user.id, action: 'privacy_policy.accepted', ip: call.ip });
      return { consented: true as const };
    },

    async forgotPassword(call) {
      const body = call.body;
      const user = await findUserByLogin(db, body.username, true);
      // The same answer whether or not the account exists, so the form cannot probe accounts.
      if (user) {
        const code = await createOneTimeToken(db, clock, 'password_reset_tokens', user.id);
        await mailer.send({
          to: user.email ?? user.username,
          subject: 'Reset your Cadence password',
          body: `Set a new password at ${config.publicUrl}/password/${code} (the link expires in 60 minutes).`,
        });
        await recordAudit(db, clock, { userId: user.id, action: 'password.reset_requested', ip: call.ip });
      }
      return { message: sessionMessages.resetMailSent };
    },

    async emailLoginLink(call) {
      const body = call.body;
      const user = await findUserByLogin(db, body.username, true);
      if (user) {
        const token = await createOneTimeToken(db, clock, 'login_link_tokens', user.id);
        await mailer.send({
          to: user.email ?? user.username,
          subject: 'Your Cadence sign-in link',
          body: `Sign in as ${user.username} at ${config.publicUrl}/?login_token=${token}&username=${encodeURIComponent(user.username)} (the link works once and expires in 15 minutes).`,
        });
        await recordAudit(db, clock, { userId: user.id, action: 'login_link.requested', ip: call.ip });
      }
      return { message: sessionMessages.loginLinkSent };
    },

    async checkToken(call) {
      const body = call.body;
      return { valid: (await peekOneTimeToken(db, clock, 'password_reset_tokens', body.token)) !== null };
    },

    async resetPassword(call) {
      const body = call.body;
      const userId = await peekOneTimeToken(db, clock, 'password_reset_tokens', body.password_reset_token);
      if (userId === null) throw new ApiError(422, { message: sessionMessages.resetExpired });
      const [user] = await db.query<{ username: string }>('select username from users where id = $1', [userId]);
      const broken = checkPasswordPolicy(body.password, user?.username ?? '');
      if (broken) throw ApiError.formError('password', broken);
      const passwordHash = await hashPassword(body.password);
      const now = clock.now();
      const changed = await db.transaction(async (tx) => {
        if ((await consumeOneTimeToken(tx, clock, 'password_reset_tokens', body.password_reset_token, userId)) === null) {
          return false;
        }
        await tx.query('update users set password_hash = $2, password_changed_at = $3 where id = $1', [userId, passwordHash, now]);
        // A new password ends every session that the old one opened.
        await tx.query('update access_tokens set revoked_at = $2 where user_id = $1 and revoked_at is null', [userId, now]);
        return true;
      });
      if (!changed) throw new ApiError(422, { message: sessionMessages.resetExpired });
      await recordAudit(db, clock, { userId, action: 'password.reset', ip: call.ip });
      return { message: sessionMessages.resetDone };
    },

    generatePassword() {
      return Promise.resolve({ password: generatePolicyPassword() });
    },
  };
}
