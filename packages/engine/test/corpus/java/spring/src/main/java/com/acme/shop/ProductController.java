package com.acme.shop;

import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.servlet.view.RedirectView;
import org.springframework.web.util.HtmlUtils;

@RestController
public class ProductController {
    private static final Set<String> SORT_COLUMNS = Set.of("name", "price", "created_at");
    private final JdbcTemplate jdbc;
    private final RestTemplate rest = new RestTemplate();

    public ProductController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/products")
    public List<Map<String, Object>> search(@RequestParam String q, @RequestParam(defaultValue = "name") String sort) {
        String orderBy = SORT_COLUMNS.contains(sort) ? sort : "name";
        // vigil: java.sql-injection
        List<Map<String, Object>> hits = jdbc.queryForList("SELECT id, name FROM products WHERE name LIKE '%" + q + "%' ORDER BY " + orderBy);
        // vigil-ok: java.sql-injection
        List<Map<String, Object>> safe = jdbc.queryForList("SELECT id, name FROM products WHERE name LIKE ? ORDER BY " + orderBy, "%" + q + "%");
        hits.addAll(safe);
        return hits;
    }

    @GetMapping("/products/{id}/reviews")
    public List<Map<String, Object>> reviews(@PathVariable String id) {
        // vigil: java.sql-injection
        return jdbc.queryForList(String.format("SELECT * FROM reviews WHERE product_id = %s", id));
    }

    @GetMapping("/products/{id}/label")
    public String label(@PathVariable String id, @RequestParam String title) {
        // vigil: java.xss
        return "<html><body><h1>" + title + "</h1></body></html>";
    }

    @GetMapping("/products/{id}/label/v2")
    public String labelSafe(@PathVariable String id, @RequestParam String title) {
        // vigil-ok: java.xss
        return "<html><body><h1>" + HtmlUtils.htmlEscape(title) + "</h1></body></html>";
    }

    @GetMapping("/checkout/done")
    public RedirectView done(@RequestParam String next) {
        // vigil: java.open-redirect
        return new RedirectView(next);
    }

    @GetMapping("/checkout/cancel")
    public String cancel(@RequestParam(required = false) String next) {
        // vigil: java.open-redirect
        return "redirect:" + next;
    }

    @GetMapping("/checkout/back")
    public String back() {
        // vigil-ok: java.open-redirect
        return "redirect:/cart";
    }

    @PostMapping("/products/import")
    public ResponseEntity<String> importFeed(@RequestBody Map<String, String> body) {
        String feedUrl = body.get("feedUrl");
        // vigil: java.ssrf
        String feed = rest.getForObject(feedUrl, String.class);
        return ResponseEntity.ok(feed == null ? "empty" : "imported " + feed.length());
    }

    @PostMapping("/products/import/partner")
    public ResponseEntity<String> importPartner(@RequestBody Map<String, String> body) {
        String partner = body.get("partner");
        String feedUrl = "acme".equals(partner) ? "https://feeds.acme-partner.com/products.xml" : "https://feeds.example.org/products.xml";
        // vigil-ok: java.ssrf
        String feed = rest.getForObject(URI.create(feedUrl), String.class);
        return ResponseEntity.ok(feed == null ? "empty" : "imported " + feed.length());
    }
}
