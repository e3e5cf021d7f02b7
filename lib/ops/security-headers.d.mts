export declare const MAPS_FRAME_HOST: string;
export declare function contentSecurityPolicyFor(nodeEnv: string | undefined): string;
export declare function securityHeadersFor(nodeEnv: string | undefined): { key: string; value: string }[];
export declare const counterPermissions: { key: string; value: string };
