import React from 'react';
import Handlebars from 'handlebars';
import { Component } from '@angular/core';
import { DomSanitizer, SafeHtml } from '@angular/platform-browser';
import DOMPurify from 'dompurify';

export function Bio({ bio }: { bio: string }) {
  // vigil: js.xss
  return <div dangerouslySetInnerHTML={{ __html: bio }} />;
}

export function BioSafe({ bio }: { bio: string }) {
  // vigil-ok: js.xss
  return <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(bio) }} />;
}

Handlebars.registerHelper('mention', (name: string) => {
  // vigil: js.xss-sanitizer-bypass
  return new Handlebars.SafeString('<b>@' + name + '</b>');
});

Handlebars.registerHelper('mentionSafe', (name: string) => {
  // vigil-ok: js.xss-sanitizer-bypass
  return new Handlebars.SafeString('<b>@' + Handlebars.escapeExpression(name) + '</b>');
});

@Component({ selector: 'app-note', template: '<div [innerHTML]="html"></div>' })
export class NoteComponent {
  html: SafeHtml = '';
  constructor(private sanitizer: DomSanitizer) {}
  show(note: string) {
    // vigil: js.xss-sanitizer-bypass
    this.html = this.sanitizer.bypassSecurityTrustHtml(note);
  }
}

export function hash() {
  const q = new URLSearchParams(window.location.search);
  // vigil: js.xss
  document.getElementById('out')!.innerHTML = q.get('msg') ?? '';
}
