/** Types for vite-app.mjs: how the apps build with Vite. */
import type { Plugin, UserConfig } from 'vite';

export function platformProxy(extraPrefixes?: string[]): Record<string, string>;
export function htmlShell(): Plugin;
export function staticAppConfig(options: { base: string }): UserConfig;
