/**
 * Why a TRF file could not be read: the 1-based line and a message naming the record and field
 * (e.g. "line 7: round 3 result 'X' is not a TRF result code").
 */
export interface TrfError {
  readonly code: 'bad-trf';
  readonly line: number;
  readonly message: string;
}

/** A `bad-trf` error at `line`; the message is prefixed with the line number. */
export function trfError(line: number, message: string): TrfError {
  return { code: 'bad-trf', line, message: `line ${line}: ${message}` };
}
