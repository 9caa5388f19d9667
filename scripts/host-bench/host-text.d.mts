import type { CSSProperties } from 'react';

export const HOST_NAME: string;
export const HOST_HEADING: string;
export const HOST_PARAGRAPHS: readonly string[];
export const HOST_MAIN_STYLE: CSSProperties;
export const HOST_HEADER_STYLE: CSSProperties;
export function staticHostMain(above: boolean): string;
