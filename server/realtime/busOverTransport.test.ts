import { describe, expect, it } from 'vitest';
import type { BusState } from './EventBus';
import { busOverTransport } from './busOverTransport';

const transport = { send: () => Promise.resolve(), close: () => Promise.resolve() };

describe('busOverTransport', () => {
  it('starts up and tells its state listeners of each change, once per change', () => {
    const { bus, setState } = busOverTransport(transport);
    const heard: BusState[] = [];
    bus.onStateChange((state) => heard.push(state));
    expect(bus.state()).toBe('up');
    setState('reconnecting');
    setState('reconnecting');
    expect(bus.state()).toBe('reconnecting');
    setState('up');
    expect(heard).toEqual(['reconnecting', 'up']);
  });

  it('stops telling a listener that unsubscribed, and everyone once closed', async () => {
    const { bus, setState } = busOverTransport(transport);
    const heard: string[] = [];
    const stop = bus.onStateChange((state) => heard.push(`a ${state}`));
    bus.onStateChange((state) => heard.push(`b ${state}`));
    stop();
    setState('reconnecting');
    await bus.close();
    setState('up');
    bus.onStateChange((state) => heard.push(`c ${state}`));
    setState('reconnecting');
    expect(heard).toEqual(['b reconnecting']);
  });
});
