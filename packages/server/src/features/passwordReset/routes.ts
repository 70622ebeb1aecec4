import { isAcceptablePassword, PasswordResetConfirmSchema, PasswordResetRequestSchema } from '@app/contract';
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { HttpError } from '../../http/errors';
import { clientAddress, tooMany } from '../../http/limits';
import { readJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import { resetPassword, sendResetLink } from './service';

const text = serverMessages.passwordReset;

export function passwordResetRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/api/password-reset/request', async (c) => {
    const { email } = await readJson(c, PasswordResetRequestSchema);
    // Every call may send mail: limited per caller and per address asked for.
    const wait = Math.max(
      await deps.limiters.resetAddress.hit(clientAddress(c, deps.trustProxy)),
      await deps.limiters.resetEmail.hit(email.toLowerCase()),
    );
    if (wait > 0) throw tooMany(wait);
    // The same answer, at the same speed, whether or not an account uses the address.
    void sendResetLink(deps, email).catch((error: unknown) =>
      deps.logger.error('password reset mail failed', { error: String(error) }),
    );
    return c.json({ message: text.linkSent }, 202);
  });

  app.post('/api/password-reset/confirm', async (c) => {
    const { token, password } = await readJson(c, PasswordResetConfirmSchema);
    if (!isAcceptablePassword(password)) {
      throw new HttpError(400, {
        message: serverMessages.common.invalidFields,
        errors: [{ field: 'password', message: serverMessages.auth.passwordRule }],
      });
    }
    const outcome = await resetPassword(deps, token, password);
    if (outcome === 'invalidLink') throw new HttpError(400, { message: text.invalidLink });
    return c.json({ message: text.passwordSet });
  });
}
