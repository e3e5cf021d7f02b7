export declare const CONNECTION_ADDRESS_HEADER: string;
export declare const GUARD_INSTALLED: unique symbol;
export declare function normalizeAddress(value: string | null | undefined): string;
export declare function requestGuardInstalled(): boolean;
