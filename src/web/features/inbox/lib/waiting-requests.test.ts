import { afterEach, describe, expect, it } from 'vitest';
import { waitingRequests } from './waiting-requests';

describe('the conversations asking for a person', () => {
  afterEach(() => waitingRequests.clear());

  it('counts each conversation once, live requests and the list alike', () => {
    waitingRequests.add('a');
    waitingRequests.add('a');
    waitingRequests.seen([
      { id: 'a', waiting: true },
      { id: 'b', waiting: true },
    ]);
    expect(waitingRequests.count()).toBe(2);
  });

  it('stops counting one that was taken, handed back or shown not waiting', () => {
    waitingRequests.seen([
      { id: 'a', waiting: true },
      { id: 'b', waiting: true },
      { id: 'c', waiting: true },
    ]);
    waitingRequests.remove('a');
    waitingRequests.seen([{ id: 'b', waiting: false }]);
    expect(waitingRequests.count()).toBe(1);
  });

  it('tells its listeners only when the set changes', () => {
    let told = 0;
    const stop = waitingRequests.subscribe(() => told++);
    waitingRequests.add('a');
    waitingRequests.add('a');
    waitingRequests.seen([{ id: 'z', waiting: false }]);
    stop();
    waitingRequests.add('b');
    expect(told).toBe(1);
  });
});
