import type { CodeKind, Confidence, LanguageId, Severity } from '../types.js';

/** How a rule finds its findings. */
export type RuleMode = 'pattern' | 'regex' | 'taint' | 'analyzer';

/** A rule loaded from YAML (see docs/rule-format.md and rule.schema.json). */
export interface Rule {
  id: string;
  mode: RuleMode;
  /** Languages the rule runs on; 'any' = every file (secrets). */
  languages: (LanguageId | 'any')[];
  title: string;
  severity: Severity;
  confidence: Confidence;
  cwe: string[];
  owasp: string;
  category: string;
  technologies: string[];
  likelihood?: 'low' | 'medium' | 'high';
  impact?: 'low' | 'medium' | 'high';
  message: string;
  recommendation: string;
  references: string[];
  /** mode pattern: the ast-grep rule object. */
  rule?: Record<string, unknown>;
  constraints?: Record<string, unknown>;
  utils?: Record<string, unknown>;
  /** mode regex: a regular expression, `(?i)` / `(?m)` / `(?s)` prefixes allowed. */
  regex?: string;
  /** Kinds of code the rule does not apply to (`[test]`: test credentials are not secrets). */
  notIn?: CodeKind[];
  /** Rules that, reporting the same line, make this rule's finding redundant (a broader rule gives way to the taint rule of its class). */
  yieldsTo?: string[];
  /**
   * A match is a finding only where the code says the value protects something (a weak hash of a
   * password, token, key or signature, or one checked for integrity or authentication; src/core/context.ts).
   */
  onlyProtecting?: boolean;
  /** Absolute path of the YAML file. */
  file: string;
}

/** A problem found while loading or validating a rule file. */
export interface RuleLoadError {
  file: string;
  ruleId?: string;
  error: string;
}
