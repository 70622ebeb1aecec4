export declare const wcagTags: string[];
export declare const colourRules: string[];
export declare function setThemeAttribute(theme: string): void;
