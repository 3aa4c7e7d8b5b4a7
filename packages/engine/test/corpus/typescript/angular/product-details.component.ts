import { Component, type OnInit } from '@angular/core';
import { DomSanitizer, type SafeHtml } from '@angular/platform-browser';
import { ActivatedRoute } from '@angular/router';
import { ProductService, type Product } from './product.service';

@Component({ selector: 'app-product-details', templateUrl: './product-details.component.html' })
export class ProductDetailsComponent implements OnInit {
  headline?: SafeHtml;
  products: Array<Product & { safeDescription?: SafeHtml }> = [];

  constructor(
    private readonly sanitizer: DomSanitizer,
    private readonly route: ActivatedRoute,
    private readonly productService: ProductService,
  ) {}

  ngOnInit(): void {
    this.route.queryParams.subscribe((params) => {
      const highlight: string = params.highlight;
      // vigil: js.xss-sanitizer-bypass
      this.headline = this.sanitizer.bypassSecurityTrustHtml(`<mark>${highlight}</mark>`);
    });
    this.productService.list().subscribe((products) => {
      for (const p of products) {
        // vigil: js.xss-sanitizer-bypass
        p.safeDescription = this.sanitizer.bypassSecurityTrustHtml(p.description);
      }
      this.products = products;
    });
  }

  badge(): SafeHtml {
    // vigil-ok: js.xss-sanitizer-bypass
    return this.sanitizer.bypassSecurityTrustHtml('<span class="badge">new</span>');
  }
}
