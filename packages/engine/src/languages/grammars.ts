/**
 * The languages whose ast-grep grammar is a package of its own (`@ast-grep/lang-<name>`), registered
 * at run time. A module without imports: the scan cache keys on these packages' versions without
 * loading the native parser.
 */
export const DYNAMIC_GRAMMARS = [
  'python',
  'java',
  'csharp',
  'c',
  'cpp',
  'php',
  'ruby',
  'go',
  'rust',
  'kotlin',
  'swift',
  'scala',
  'bash',
  'yaml',
] as const;
