export interface RelayProbe {
  /** The GM the request went to; null when none was connected. */
  gmId: string | null;
  requestId?: string;
  /** What the GM answered the request (one answer expected). */
  replies: Array<{ ok?: boolean; error?: string } | null | undefined>;
  /** What came back after the same request was sent again (nothing expected). */
  repeatReplies: unknown[];
  /** Replies to this request id from someone other than that GM, or to someone else: ignored. */
  ignored: Array<{ senderId: string; to: string }>;
}
export function relayProbe(input: {
  socket: string;
  type: string;
  payload: unknown;
  replyMs?: number;
  repeatMs?: number;
}): Promise<RelayProbe>;
export function judgeRelay(probe: RelayProbe, refusal: string): string | null;
