/**
 * http-kit/dom: small browser helpers. The library model takes their parameters as untrusted: a
 * helper that writes text as HTML is the package's mistake, not its caller's.
 */

/** Vulnerable: the tooltip text becomes markup. */
export function showTooltip(anchor: HTMLElement, text: string): void {
  const tip = document.createElement('div');
  // vigil: js.xss
  tip.innerHTML = '<span class="tip">' + text + '</span>';
  anchor.appendChild(tip);
}

/** Patched: the text stays text. */
export function showTooltipSafe(anchor: HTMLElement, text: string): void {
  const tip = document.createElement('div');
  const span = document.createElement('span');
  span.className = 'tip';
  // vigil-ok: js.xss
  span.textContent = text;
  tip.appendChild(span);
  anchor.appendChild(tip);
}

export class Console {
  /** Vulnerable: the log line is written into the document as HTML. */
  print(line: string): void {
    // vigil: js.xss
    document.write('<pre>' + line + '</pre>');
  }

  /** Patched: HTML special characters are replaced first. */
  printSafe(line: string): void {
    const esc = line.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    // vigil-ok: js.xss
    document.write('<pre>' + esc + '</pre>');
  }
}
