// The routes of recovery.ts, registered in the /auth scope (its cookie hooks, error handler and no-store).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressKey } from '../limits/address.ts';
import type { Recovery } from './recovery.ts';
import type { MailContext } from './service.ts';

const BODY_LIMIT = 16 * 1024;

export function registerRecoveryRoutes(
  scope: FastifyInstance,
  { recovery, mail }: { recovery: Recovery; mail: (request: FastifyRequest) => MailContext },
): void {
  const options = { bodyLimit: BODY_LIMIT };
  scope.post('/password/forgot', options, async (request) => recovery.forgotPassword(request.body, addressKey(request.ip), mail(request)));
  scope.post('/password/reset', options, async (request) => recovery.resetPassword(request.body));
  scope.post('/unlock', options, async (request) => recovery.unlock(request.body));
  scope.post('/password/change', options, async (request) =>
    recovery.changePassword(request.headers.authorization, request.body, addressKey(request.ip)),
  );
  scope.post('/email/change', options, async (request) =>
    recovery.requestEmailChange(request.headers.authorization, request.body, mail(request), addressKey(request.ip)),
  );
  scope.post('/email/confirm', options, async (request) => recovery.confirmEmailChange(request.body));
}
