import { Component, type OnInit } from '@angular/core';
import { DomSanitizer, type SafeHtml, type SafeResourceUrl } from '@angular/platform-browser';
import { ActivatedRoute } from '@angular/router';
import DOMPurify from 'dompurify';

@Component({ selector: 'app-note', templateUrl: './note.component.html' })
export class NoteComponent implements OnInit {
  note?: SafeHtml;
  frame?: SafeResourceUrl;
  constructor(private readonly sanitizer: DomSanitizer, private readonly route: ActivatedRoute) {}

  ngOnInit(): void {
    const text = this.route.snapshot.queryParamMap.get('text') ?? '';
    // vigil: js.xss-sanitizer-bypass
    this.note = this.sanitizer.bypassSecurityTrustHtml(text);
    // vigil: js.xss-sanitizer-bypass
    this.frame = this.sanitizer.bypassSecurityTrustResourceUrl(`https://maps.example.com/embed?q=${text}`);
    // vigil-ok: js.xss-sanitizer-bypass
    this.note = this.sanitizer.bypassSecurityTrustHtml('<em>No note yet</em>');
    // vigil-ok: js.xss-sanitizer-bypass
    this.frame = this.sanitizer.bypassSecurityTrustResourceUrl(`https://maps.example.com/embed`);
    // vigil-ok: js.xss-sanitizer-bypass
    this.note = this.sanitizer.bypassSecurityTrustHtml(DOMPurify.sanitize(text));
  }

  renderAll(items: { body: string }[]): SafeHtml[] {
    // vigil: js.xss-sanitizer-bypass
    return items.map((i) => this.sanitizer.bypassSecurityTrustHtml(i.body));
  }
}

declare const Handlebars: {
  SafeString: new (s: string) => unknown;
  escapeExpression(s: string): string;
  registerHelper(name: string, fn: (...args: string[]) => unknown): void;
};

Handlebars.registerHelper('badge', (label: string, color: string) => {
  // vigil: js.xss-sanitizer-bypass
  return new Handlebars.SafeString('<span class="badge ' + color + '">' + label + '</span>');
});

Handlebars.registerHelper('link', function (href: string) {
  // vigil: js.xss-sanitizer-bypass
  return new Handlebars.SafeString(`<a href="${href}">more</a>`);
});

Handlebars.registerHelper('badgeSafe', (label: string) => {
  // vigil-ok: js.xss-sanitizer-bypass
  return new Handlebars.SafeString('<span class="badge">' + Handlebars.escapeExpression(label) + '</span>');
});

Handlebars.registerHelper('icon', () => {
  const svg = '<svg class="icon"></svg>';
  // vigil-ok: js.xss-sanitizer-bypass
  return new Handlebars.SafeString(svg + '<span></span>');
});
