import { z } from 'zod';

/**
 * Zod compiles fast object parsers with `new Function` where it may, and probes for that when the first object schema
 * is built. Under the web app's Content-Security-Policy (no `unsafe-eval`) the probe fails quietly, but Chromium still
 * reports a CSP violation on every page. A browser parses a few forms, not thousands of requests a second, so it
 * uses the interpreted parser; the server keeps the compiled one. Every module that builds schemas imports this one
 * first, so a bundle that takes only some of the contract still configures zod before its first schema.
 */
if ('window' in globalThis && 'document' in globalThis) z.config({ jitless: true });
