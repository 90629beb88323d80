export declare const clockFile: (port: string | number) => string;
export declare function recordServerClock(port: string | number | undefined): void;
