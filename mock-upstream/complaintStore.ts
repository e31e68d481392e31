/**
 * The complaints the site forwards (shared/complaint.ts's payload), kept in memory, newest
 * last: enough for the tests and an operator's look. The real host keeps them for its
 * reviewers; the mock need not outlive its process.
 */
import { randomUUID } from 'node:crypto';
import type { ComplaintPayload } from '../shared/complaint';

/** The newest are kept: a test files a few, a flood must not grow the mock without bound. */
const COMPLAINT_CAPACITY = 1000;

export interface Complaint extends ComplaintPayload {
  id: string;
  createdAt: string;
  /** The site's id of the complaint (its outbox's Idempotency-Key): a repeat of it is this complaint again. */
  complaintId?: string;
}

export class ComplaintStore {
  private readonly complaints: Complaint[] = [];

  constructor(private readonly capacity = COMPLAINT_CAPACITY) {}

  byComplaintId(complaintId: string): Complaint | undefined {
    return this.complaints.find((complaint) => complaint.complaintId === complaintId);
  }

  add(payload: ComplaintPayload, complaintId?: string): Complaint {
    const complaint: Complaint = { id: randomUUID(), createdAt: new Date().toISOString(), ...payload, ...(complaintId ? { complaintId } : {}) };
    this.complaints.push(complaint);
    if (this.complaints.length > this.capacity) this.complaints.splice(0, this.complaints.length - this.capacity);
    return complaint;
  }

  /** Newest first. */
  list(): Complaint[] {
    return [...this.complaints].reverse();
  }
}
