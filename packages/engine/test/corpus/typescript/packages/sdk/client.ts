/**
 * A small SDK for a reporting service: a client class, a renderer and a filter helper.
 */
import { execFileSync, execSync } from 'child_process';
import type { Pool } from 'pg';

export interface ReportOptions {
  format: 'pdf' | 'html';
  title: string;
}

export class ReportClient {
  constructor(private readonly pool: Pool) {}

  /** Vulnerable: the customer id is pasted into the SQL text. */
  async byCustomer(customerId: string) {
    // vigil: js.sql-injection
    return this.pool.query(`SELECT * FROM reports WHERE customer_id = '${customerId}'`);
  }

  /** Patched: a bound parameter. */
  async byCustomerSafe(customerId: string) {
    // vigil-ok: js.sql-injection
    return this.pool.query('SELECT * FROM reports WHERE customer_id = $1', [customerId]);
  }

  /** Vulnerable: the title reaches a shell command. */
  render(opts: ReportOptions) {
    // vigil: js.command-injection
    return execSync(`wkhtmltopdf --title "${opts.title}" report.html out.pdf`);
  }

  /** Patched: arguments without a shell. */
  renderSafe(opts: ReportOptions) {
    // vigil-ok: js.command-injection
    return execFileSync('wkhtmltopdf', ['--title', opts.title, 'report.html', 'out.pdf']);
  }

  private cleanup(dir: string) {
    // private method: not part of the API
    // vigil-ok: js.command-injection
    // vigil: js.command-nonliteral
    execSync('rm -rf ' + dir);
  }

  close() {
    this.cleanup('/tmp/reports-cache');
  }
}

/** Vulnerable: a caller's search term becomes a regular expression. */
export function filterTitles(titles: string[], term: string): string[] {
  // vigil: js.regex-injection
  const re = new RegExp(term, 'i');
  return titles.filter((t) => re.test(t));
}

/** Patched: a plain substring test. */
export function filterTitlesSafe(titles: string[], term: string): string[] {
  const needle = term.toLowerCase();
  return titles.filter((t) => t.toLowerCase().includes(needle));
}
