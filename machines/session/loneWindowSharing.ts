import { fromCallback } from 'xstate';
import type { TokenSharingCommand, TokenSharingEvent } from './types';

/**
 * The session machine's token sharing for a window alone (the default when the runtime provides
 * none): every refresh claim is granted at once, and no other window ever shares a token or signs
 * out. The runtime's `createTokenSharing` (runtime/session) speaks to the other windows instead.
 *
 * @example
 * sessionMachine.provide({ actors: { tokenSharing: loneWindowSharing } });
 */
export const loneWindowSharing = fromCallback<TokenSharingCommand>(({ sendBack, receive }) => {
  receive((command) => {
    if (command.type !== 'CLAIM_REFRESH') return;
    const granted: TokenSharingEvent = { type: 'REFRESH_CLAIMED', latest: undefined };
    sendBack(granted);
  });
});
