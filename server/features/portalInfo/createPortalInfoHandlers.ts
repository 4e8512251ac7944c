import type { ServerConfig } from '../../config/ServerConfig';
import type { OperationHandlers } from '../../http/OperationHandler';

/**
 * `portalInfo` (GET portal_info, public): whether the middleware runs in demo mode and its
 * version, so that the portal can warn with its demo banner before anyone signs in, without a
 * failed request to probe for the demo's pages.
 *
 * @example
 * operations.register(app, 'portalInfo', { ...createPortalInfoHandlers(config) });
 */
export function createPortalInfoHandlers(config: Pick<ServerConfig, 'demo' | 'version'>): OperationHandlers {
  return {
    portalInfo() {
      return Promise.resolve({ demo: config.demo, version: config.version });
    },
  };
}
