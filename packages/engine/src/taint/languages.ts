/** Grammar registration for the taint analysis: defers to the engine language registry. */
import type { LanguageId } from '../types.js';
import { ensureLanguagesRegistered } from '../languages/index.js';

/**
 * Registers the dynamic grammars (python, java, csharp, php, ruby, go, ...). ast-grep allows one
 * registration per thread, so this defers to the engine's language registry.
 */
export function ensureTaintLanguages(): void {
  ensureLanguagesRegistered();
}

/** ast-grep language name for an engine language id. */
export function sgLang(lang: LanguageId): string {
  switch (lang) {
    case 'javascript':
      return 'javascript';
    case 'typescript':
      return 'typescript';
    case 'tsx':
      return 'tsx';
    default:
      return lang;
  }
}
