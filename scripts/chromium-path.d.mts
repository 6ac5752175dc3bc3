export declare const recordedPathFile: string
export declare const debianChromium: string
export declare function chromiumPath(): string
export declare const chromiumArgs: string[]
