import { generatePolicyPassword } from '../../auth/generatePolicyPassword';
import { checkPasswordPolicy } from '../../auth/checkPasswordPolicy';
import { hashPassword, verifyPassword } from '../../auth/passwordHashing';
import { recordAudit } from '../../audit/recordAudit';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import type { RequestBody } from '../../http/RequestBody';
import type { ServerDeps } from '../../ServerDeps';
import { loginKey } from '../../security/loginKey';
import { clearSignInFailures, recordSignInFailure, signInLockedUntil } from '../../security/signInFailures';
import { resolveSignInLimits } from '../../security/signInLimits';
import { refreshAccessToken, revokeTokenFamily, revokeUserTokens } from '../../session/accessTokens';
import { loadUserProfile } from '../../session/loadUserProfile';
import type { UserProfile } from '../../session/UserProfile';
import { buildLoginResult } from './buildLoginResult';
import { findUserByLogin, type LoginUser } from './findUserByLogin';
import { claimIdentityToken } from './claimIdentityToken';
import { consumeOneTimeToken, createOneTimeToken, peekOneTimeToken, spendOneTimeTokens } from './oneTimeTokens';
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

  // The profile of a user who has just proven who they are (sign-in, two-factor, SSO): not the
  // caller's (the registrar's), which these public operations do not have.
  const profileOf = async (userId: number): Promise<UserProfile> => {
    const loaded = await loadUserProfile(db, userId);
    if (loaded === null) throw ApiError.unauthenticated(sessionMessages.badCredentials);
    return loaded;
  };

  /**
   * Whether the password, or the e-mailed login link, proves the caller is `user`. A login link
   * takes the password's place only: for a user who still owes a two-factor code it is checked
   * and kept (`spendLink` false), and used up by the sign-in that completes with the code.
   */
  const proveIdentity = async (body: RequestBody<'login'>, user: LoginUser | null, spendLink: boolean): Promise<boolean> => {
    if (body.login_token !== undefined) {
      if (user === null) return false;
      const holder = spendLink
        ? await consumeOneTimeToken(db, clock, 'login_link_tokens', body.login_token, user.id)
        : await peekOneTimeToken(db, clock, 'login_link_tokens', body.login_token, user.id);
      return holder !== null;
    }
    if (body.password === undefined) {
      throw ApiError.validation(['000F0001'], { password: ['Password is required.'] });
    }
    const matches = await verifyPassword(user?.password_hash ?? (await unknownUserHash), body.password);
    return user !== null && matches;
  };

  return {
    // A password or an e-mailed login link (issue 25, finding 2) proves the first factor; either
    // way the locks hold and a two-factor user still owes the e-mailed code.
    async login(call) {
      const body = call.body;
      const login = loginKey(body.username);
      const user = await findUserByLogin(db, body.username);
      const byPassword = body.login_token === undefined;
      // While sign-in is locked, neither the password nor a link is even checked and every attempt
      // gets the same answer, so the lock cannot be used to test passwords, nor be walked around.
      const passwordLock = await signInLockedUntil(db, clock, login, 'password');
      if (passwordLock) {
        await recordAudit(db, clock, { userId: user?.id ?? null, action: 'login.refused_locked', ip: call.ip });
        throw ApiError.unauthenticated(signInLocked(minutesUntil(passwordLock)));
      }
      const deviceCookie = call.cookies[twoFactorCookieName];
      const trustedDevice =
        user?.two_factor_enabled === true && deviceCookie !== undefined && (await isTrustedDevice(db, clock, user.id, deviceCookie));
      const needsCode = user?.two_factor_enabled === true && !trustedDevice;
      // The same for the two-factor lock (too many wrong codes): answered before the password is
      // looked at. A browser that an earlier code verified needs no code, so the lock spares it.
      const codeLock = needsCode ? await signInLockedUntil(db, clock, login, 'two_factor') : null;
      if (codeLock) {
        await recordAudit(db, clock, { userId: user?.id ?? null, action: 'two_factor.refused_locked', ip: call.ip });
        throw ApiError.unauthenticated(otpLocked(minutesUntil(codeLock)));
      }
      if (!(await proveIdentity(body, user, !needsCode)) || !user) {
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
      await recordAudit(db, clock, { userId: user.id, action: byPassword ? 'login.succeeded' : 'login_link.succeeded', ip: call.ip });
      return buildLoginResult(deps, await profileOf(user.id));
    },

    // Each identity provider token signs in once (issue 25, finding 13): its id is claimed in
    // the database, so a replay, on this instance or another, gets the same refusal as a bad token.
    async loginOkta(call) {
      const body = call.body;
      const user = await findUserByLogin(db, body.username);
      const verified = user?.sso_enabled === true ? await deps.identity.verify(user.username, body.token) : null;
      const claimed = verified !== null && (await claimIdentityToken(db, clock, verified));
      if (!user || !claimed) {
        const detail = verified !== null ? { detail: { reason: 'replayed' } } : {};
        await recordAudit(db, clock, { userId: user?.id ?? null, action: 'login_sso.failed', ip: call.ip, ...detail });
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

    // A token refreshes once (issue 25, finding 11): its successor continues the same family,
    // and a second refresh with it, even within its grace period, is refused.
    async refreshToken(call) {
      const profile = call.profile;
      const issued = call.token === null ? null : await refreshAccessToken(db, call.token, clock);
      if (!issued) {
        await recordAudit(db, clock, { userId: profile.user.id, action: 'session.refresh_refused', ip: call.ip });
        throw ApiError.unauthenticated();
      }
      return issued;
    },

    // Logout ends the whole session: every token of the family, the grace-period predecessor too.
    async logout(call) {
      const profile = call.profile;
      if (call.token) await revokeTokenFamily(db, call.token, clock);
      await recordAudit(db, clock, { userId: profile.user.id, action: 'logout', ip: call.ip });
      return { message: sessionMessages.loggedOut };
    },

    async acceptPrivacyPolicy(call) {
      const profile = call.profile;
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
        // A new password ends every session that the old one opened, and every link mailed
        // before it: one reset, then no live reset or login link (issue 25, finding 12).
        await revokeUserTokens(tx, userId, clock);
        await spendOneTimeTokens(tx, clock, userId);
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
