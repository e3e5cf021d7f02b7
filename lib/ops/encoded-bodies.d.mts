export declare const MIN_ENCODED_LENGTH: number;
export declare function isSharedTextBody(
  chunk: unknown,
  encoding: unknown,
  response: { getHeader(name: string): unknown },
): chunk is string;
export declare function encodedBody(url: string, text: string): Buffer;
