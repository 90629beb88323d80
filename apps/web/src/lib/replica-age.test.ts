import { describe, expect, it } from 'vitest';
import { noteReplicaAge, replicaAge } from './replica-age';

describe('replica age (decision 326)', () => {
  it('shows the oldest lagging answer until each path answers without the header again', () => {
    expect(replicaAge()).toBeNull();
    noteReplicaAge('reports/no_shows/?start=1', null);
    expect(replicaAge()).toBeNull();
    noteReplicaAge('reports/no_shows/?start=1', '12');
    noteReplicaAge('checkins/stats/', '40');
    expect(replicaAge()).toBe(40);
    noteReplicaAge('checkins/stats/', null);
    expect(replicaAge()).toBe(12);
    noteReplicaAge('reports/no_shows/?start=2', 'not a number');
    expect(replicaAge()).toBeNull();
  });
});
