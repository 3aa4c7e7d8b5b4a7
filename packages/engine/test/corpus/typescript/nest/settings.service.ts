import { Injectable } from '@nestjs/common';
import * as vm from 'node:vm';
import * as Handlebars from 'handlebars';

type Settings = Record<string, Record<string, unknown>>;

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

@Injectable()
export class SettingsService {
  private settings: Settings = { ui: {}, mail: {} };

  update(section: string, key: string, value: unknown): void {
    // vigil: js.prototype-pollution
    this.settings[section][key] = value;
  }

  updateSafe(section: string, key: string, value: unknown): void {
    if (!Object.prototype.hasOwnProperty.call(this.settings, section) || FORBIDDEN.has(key)) {
      throw new Error('unknown setting');
    }
    // vigil-ok: js.prototype-pollution
    this.settings[section][key] = value;
  }

  renderSubject(userTemplate: string, vars: Record<string, string>): string {
    // the template comes from the caller: reported where a controller passes request data in
    // vigil: js.template-injection
    return Handlebars.compile(userTemplate)(vars);
  }

  renderSubjectSafe(vars: Record<string, string>): string {
    // vigil-ok: js.template-injection
    return Handlebars.compile('Invoice {{number}} for {{customer}}')(vars);
  }

  evaluate(formula: string, row: Record<string, number>): unknown {
    // the formula comes from the caller: reported where a controller passes request data in
    // vigil: js.code-injection
    return vm.runInNewContext(formula, { ...row });
  }
}
