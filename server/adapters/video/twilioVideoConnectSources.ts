/**
 * The addresses twilio-video connects to from the browser (signalling `wss://global.vss.twilio.com`,
 * configuration `https://ecs.us1.twilio.com`, insights `wss://sdkgw.us1.twilio.com`, and their
 * regional variants): the Content-Security-Policy's connect-src gains them when Twilio carries
 * the calls. Media (WebRTC) is not governed by connect-src.
 *
 * @example
 * contentSecurityPolicy(true, twilioVideoConnectSources)['connect-src']; // ["'self'", 'https://*.twilio.com', 'wss://*.twilio.com']
 */
export const twilioVideoConnectSources: readonly string[] = ['https://*.twilio.com', 'wss://*.twilio.com'];
