import { Component, ElementRef, type OnInit, Renderer2, ViewChild } from '@angular/core';
import { ActivatedRoute } from '@angular/router';

@Component({ selector: 'app-search-banner', template: '<p #banner></p><p #hint></p>' })
export class SearchBannerComponent implements OnInit {
  @ViewChild('banner', { static: true }) banner!: ElementRef<HTMLElement>;
  @ViewChild('hint', { static: true }) hint!: ElementRef<HTMLElement>;

  constructor(
    private readonly route: ActivatedRoute,
    private readonly renderer: Renderer2,
  ) {}

  ngOnInit(): void {
    const term = this.route.snapshot.queryParamMap.get('term') ?? '';
    // vigil: js.xss
    this.renderer.setProperty(this.banner.nativeElement, 'innerHTML', `Results for <b>${term}</b>`);
    // vigil-ok: js.xss
    this.renderer.setProperty(this.hint.nativeElement, 'textContent', `Results for ${term}`);
    this.route.queryParams.subscribe((params) => {
      // vigil: js.xss
      this.hint.nativeElement.innerHTML = '<i>' + params['note'] + '</i>';
      // vigil-ok: js.xss
      this.hint.nativeElement.innerText = params['note'];
    });
  }
}
