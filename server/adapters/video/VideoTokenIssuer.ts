// The seam between the video feature and the media provider's credentials: twilio_room/start and
// grabTwilioRoomInfo hand the portal a short-lived token naming one room and one identity. With
// Twilio configured it is Twilio's AccessToken with a Video grant (createTwilioVideoTokenIssuer);
// otherwise the built-in WebRTC provider's own token (createBuiltInVideoTokenIssuer), which the
// signalling socket checks with verifyBuiltInVideoToken before it relays anything for the room.

/** Which media provider a token is for (VideoProviderKind of specs/api/video.yaml). */
export type VideoProviderKind = 'twilio' | 'builtIn';

/** One token: its text and how many seconds it stays valid. */
export interface IssuedVideoToken {
  token: string;
  expiresIn: number;
}

/** Mints room tokens for one provider. */
export interface VideoTokenIssuer {
  readonly provider: VideoProviderKind;
  /**
   * A token that lets `identity` join `room`.
   *
   * @example
   * issuer.issue({ identity: 'pms', room: 'patient-7-RM3f...' }); // { token: 'eyJ...', expiresIn: 600 }
   */
  issue(grant: { identity: string; room: string }): IssuedVideoToken;
}

/** How long a room token lives: long enough to join (and rejoin after a short drop), no longer. */
export const videoTokenLifetimeSeconds = 600;
