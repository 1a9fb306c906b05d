/** Startup bookkeeping of `reservedCredits` (restart recovery only; never a request path). */
export interface CreditReservations {
  /** Users whose profile has credits set aside (reservedCredits > 0). */
  listUsersWithReserved(): Promise<string[]>;
  /**
   * Lowers the user's reservedCredits to `expected` when more is set aside, with a conditional
   * write on the value read; returns the credits released (0 when nothing was in excess).
   */
  releaseExcess(userId: string, expected: number): Promise<number>;
}
