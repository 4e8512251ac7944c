import { describe, expect, it } from 'vitest';
import { iceServersMessage, readIceServers } from './readIceServers';

describe('readIceServers (ICE_SERVERS)', () => {
  it('is empty when unset: on loopback the peers reach each other directly', () => {
    expect(readIceServers(undefined)).toEqual([]);
    expect(readIceServers('  ')).toEqual([]);
  });

  it('reads STUN and TURN servers with their credentials', () => {
    expect(readIceServers('[{"urls":"stun:stun.example.org:3478"},{"urls":["turn:turn.example.org:3478?transport=udp","turns:turn.example.org:5349"],"username":"u","credential":"p"}]')).toEqual([
      { urls: 'stun:stun.example.org:3478' },
      { urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'], username: 'u', credential: 'p' },
    ]);
  });

  it.each(['not json', '{"urls":"stun:x"}', '[{"urls":"http://x"}]', '[{"urls":[]}]', '[{"urls":"turn:x","username":5}]', '[null]'])('refuses %s, saying what it takes', (text) => {
    expect(() => readIceServers(text)).toThrow(iceServersMessage);
  });
});
