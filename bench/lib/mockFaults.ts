/** The mock upstream's fault knobs (POST/DELETE /__mock/faults), set between runs. */
import type { FaultSettings } from '../../mock-upstream/faults';

export async function setFaults(mockUrl: string, change: Partial<FaultSettings>): Promise<void> {
  const answer = await fetch(`${mockUrl}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  if (!answer.ok) throw new Error(`mock refused ${JSON.stringify(change)}: ${answer.status} ${await answer.text()}`);
}
