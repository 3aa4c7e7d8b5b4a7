import type { AnalyzerPlugin } from '../core/analyze.js';
import { checkDockerfile } from './dockerfile.js';
import { checkYaml } from './yaml.js';

/** Configuration analyzer: Dockerfiles, Kubernetes manifests, GitHub Actions workflows. */
export function createConfigAnalyzer(): AnalyzerPlugin {
  return {
    name: 'config',
    languages: ['dockerfile', 'yaml'],
    analyze: (file) => (file.language === 'dockerfile' ? checkDockerfile(file) : checkYaml(file)),
  };
}
