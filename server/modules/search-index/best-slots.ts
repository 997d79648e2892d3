/**
 * The `limit` best slots offered, best first: a higher score goes first, and at an equal score the slot that
 * `wins` over the other (similar internships: newer, then the larger id).
 */
export class BestSlots {
  readonly slots: number[] = [];
  private readonly scores: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly wins: (slot: number, other: number) => boolean,
  ) {}

  /** The score a slot needs to have a chance among the best (any while there is room). */
  get lowest(): number {
    return this.slots.length < this.limit ? Number.NEGATIVE_INFINITY : this.scores[this.limit - 1];
  }

  offer(score: number, slot: number): void {
    let at = this.slots.length;
    while (at > 0 && this.isAhead(score, slot, at - 1)) at--;
    if (at >= this.limit) return;
    this.slots.splice(at, 0, slot);
    this.scores.splice(at, 0, score);
    if (this.slots.length > this.limit) {
      this.slots.pop();
      this.scores.pop();
    }
  }

  private isAhead(score: number, slot: number, at: number): boolean {
    if (score !== this.scores[at]) return score > this.scores[at];
    return this.wins(slot, this.slots[at]);
  }
}
