package com.acme.shop;

import java.util.List;
import java.util.Map;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;

import reactor.core.publisher.Mono;

/** WebFlux functional endpoints for product reviews. */
@Component
public class ReviewHandler {
    private final JdbcTemplate jdbc;

    public ReviewHandler(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public Mono<ServerResponse> byAuthor(ServerRequest request) {
        String author = request.queryParam("author").orElse("");
        // vigil: java.sql-injection
        List<Map<String, Object>> rows = jdbc.queryForList("SELECT * FROM reviews WHERE author = '" + author + "'");
        return ServerResponse.ok().bodyValue(rows);
    }

    public Mono<ServerResponse> byAuthorSafe(ServerRequest request) {
        String author = request.queryParam("author").orElse("");
        // vigil-ok: java.sql-injection
        List<Map<String, Object>> rows = jdbc.queryForList("SELECT * FROM reviews WHERE author = ?", author);
        return ServerResponse.ok().bodyValue(rows);
    }

    public Mono<ServerResponse> byProduct(ServerRequest request) {
        String sku = request.pathVariable("sku");
        // vigil: java.sql-injection
        List<Map<String, Object>> rows = jdbc.queryForList("SELECT * FROM reviews WHERE sku = '" + sku + "' ORDER BY created DESC");
        return ServerResponse.ok().bodyValue(rows);
    }
}
