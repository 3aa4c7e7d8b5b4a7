/** @vigil/engine: the analysis engine. The server and the CLI use only what is exported here. */
export * from './types.js';
export { scan, type ScanInternals } from './scan.js';
export { loadRules, defaultRulesDir, ruleAppliesTo } from './rules/load.js';
export type { Rule, RuleLoadError, RuleMode } from './rules/types.js';
export { LANGUAGES, LANGUAGE_IDS, detectLanguage, languageFromPath } from './languages/index.js';
export { fingerprint, normaliseCode } from './core/finding.js';
export {
  CODE_KINDS,
  classifyCode,
  isCodeKind,
  parseCodeKinds,
  selectCodeKinds,
} from './core/code-kind.js';
export {
  COMPLIANCE,
  CWE_TOP25_2025,
  SANS_TOP25,
  OWASP_2021,
  NIST_CSF_CATEGORIES,
  ATTACK_TECHNIQUES,
  complianceFor,
  summarizeCompliance,
  type CweCompliance,
  type ComplianceSummary,
} from './compliance.js';
export {
  REPORTERS,
  SECURITY_SEVERITY,
  isReportFormat,
  type ReportContext,
  type ReportFormat,
  type Reporter,
} from './report/index.js';
export { shannonEntropy } from './secrets/index.js';
export { THREAT_MODELS } from './taint/spec.js';
export { maskSecrets, maskFinding, maskTexts } from './core/mask.js';
