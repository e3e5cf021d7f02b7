export declare const MIN_ENCODED_LENGTH: number;
export declare function isSharedTextBody(chunk: unknown, encoding: unknown, cacheControl: unknown): chunk is string;
export declare function encodedBody(path: string, text: string): Buffer;
