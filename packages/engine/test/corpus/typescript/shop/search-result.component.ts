import { Component, type OnInit } from '@angular/core';
import { DomSanitizer, type SafeHtml, type SafeResourceUrl, type SafeScript, type SafeStyle, type SafeUrl } from '@angular/platform-browser';
import { ActivatedRoute } from '@angular/router';

// the search results page shows what was searched for, taken from the query string

@Component({
  selector: 'app-search-result',
  template: '<h2 [innerHTML]="searchValue"></h2><a [href]="backLink">back</a><iframe [src]="preview"></iframe>',
})
export class SearchResultComponent implements OnInit {
  searchValue?: SafeHtml | string;
  backLink?: SafeUrl;
  preview?: SafeResourceUrl;
  script?: SafeScript;
  banner?: SafeStyle;
  plain?: string;

  constructor(
    private readonly sanitizer: DomSanitizer,
    private readonly route: ActivatedRoute,
  ) {}

  ngOnInit(): void {
    const queryParam: string = this.route.snapshot.queryParams.q;
    // vigil: js.xss-sanitizer-bypass
    this.searchValue = this.sanitizer.bypassSecurityTrustHtml(queryParam);
    // vigil: js.xss-sanitizer-bypass
    this.preview = this.sanitizer.bypassSecurityTrustResourceUrl(queryParam);
    // vigil: js.xss-sanitizer-bypass
    this.script = this.sanitizer.bypassSecurityTrustScript(queryParam);
    // vigil: js.xss-sanitizer-bypass
    this.banner = this.sanitizer.bypassSecurityTrustStyle(queryParam);
    // vigil: js.xss-sanitizer-bypass
    this.backLink = this.sanitizer.bypassSecurityTrustUrl(this.route.snapshot.queryParams.back);
    // bound to [innerHTML] without a bypass: Angular sanitises the markup
    this.plain = queryParam;
  }

  trustedBadge(): SafeHtml {
    // vigil-ok: js.xss-sanitizer-bypass
    return this.sanitizer.bypassSecurityTrustHtml('<span class="badge">sale</span>');
  }
}
