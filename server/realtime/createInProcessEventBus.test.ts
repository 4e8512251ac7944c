import { describe, expect, it } from 'vitest';
import { createInProcessEventBus } from './createInProcessEventBus';

describe('createInProcessEventBus', () => {
  it('delivers a published change to every subscriber, after the publisher has moved on', async () => {
    const bus = createInProcessEventBus();
    const heard: unknown[] = [];
    bus.subscribe((event) => heard.push(['a', event.id]));
    bus.subscribe((event) => heard.push(['b', event.id]));
    const published = bus.publish({ resource: 'patients', id: 4, operationId: 'updatePatient' });
    expect(heard).toEqual([]);
    await published;
    await Promise.resolve();
    expect(heard).toEqual([['a', 4], ['b', 4]]);
  });

  it('stops delivering to an unsubscribed listener and to everyone once closed', async () => {
    const bus = createInProcessEventBus();
    const heard: number[] = [];
    const unsubscribe = bus.subscribe((event) => heard.push(event.id));
    await bus.publish({ resource: 'patients', id: 1, operationId: 'updatePatient' });
    await Promise.resolve();
    unsubscribe();
    await bus.publish({ resource: 'patients', id: 2, operationId: 'updatePatient' });
    bus.subscribe((event) => heard.push(event.id * 10));
    await bus.close();
    await bus.publish({ resource: 'patients', id: 3, operationId: 'updatePatient' });
    await Promise.resolve();
    expect(heard).toEqual([1]);
  });

  it('is always up: one process has no connection to lose', () => {
    const bus = createInProcessEventBus();
    const heard: unknown[] = [];
    bus.onStateChange((state) => heard.push(state));
    expect(bus.state()).toBe('up');
    expect(heard).toEqual([]);
  });
});
