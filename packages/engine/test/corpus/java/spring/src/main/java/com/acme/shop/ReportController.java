package com.acme.shop;

import java.io.InputStream;
import java.io.ObjectInputStream;
import java.util.List;
import java.util.Map;
import javax.persistence.EntityManager;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ReportController {
    private final JdbcTemplate jdbcTemplate;
    private final NamedParameterJdbcTemplate namedJdbc;
    private final EntityManager em;

    public ReportController(JdbcTemplate jdbcTemplate, NamedParameterJdbcTemplate namedJdbc, EntityManager em) {
        this.jdbcTemplate = jdbcTemplate;
        this.namedJdbc = namedJdbc;
        this.em = em;
    }

    @GetMapping("/reports/{region}")
    public List<Map<String, Object>> byRegion(@PathVariable("region") String region, @RequestHeader("X-Tenant") String tenant) {
        // vigil: java.sql-injection
        List<Map<String, Object>> rows = jdbcTemplate.queryForList("SELECT * FROM sales WHERE region = '" + region + "'");
        // vigil: java.sql-injection
        Map<String, Object> totals = jdbcTemplate.queryForMap("SELECT sum(amount) AS total FROM sales WHERE tenant = '" + tenant + "'");
        // vigil-ok: java.sql-injection
        List<Map<String, Object>> safe = jdbcTemplate.queryForList("SELECT * FROM sales WHERE region = ? AND tenant = ?", region, tenant);
        rows.addAll(safe);
        rows.add(totals);
        return rows;
    }

    @PostMapping("/reports/archive")
    public int archive(@CookieValue("report-owner") String owner, @RequestParam String before) {
        // vigil: java.sql-injection
        jdbcTemplate.execute("DELETE FROM report_cache WHERE owner = '" + owner + "'");
        // vigil: java.sql-injection
        jdbcTemplate.batchUpdate("UPDATE report SET archived = 1 WHERE created < '" + before + "'");
        // vigil: java.sql-injection
        int n = namedJdbc.update("UPDATE report SET archived = 1 WHERE owner = '" + owner + "'", new MapSqlParameterSource());
        // vigil-ok: java.sql-injection
        n += namedJdbc.update("UPDATE report SET archived = 1 WHERE owner = :owner", new MapSqlParameterSource("owner", owner));
        return n;
    }

    @GetMapping("/reports/search")
    public List<?> search(@RequestParam String customer, @RequestParam int limit) {
        // vigil: java.sql-injection
        List<?> a = em.createQuery("SELECT r FROM Report r WHERE r.customer = '" + customer + "'").getResultList();
        // vigil: java.sql-injection
        List<?> b = em.createNativeQuery("SELECT * FROM report WHERE customer = '" + customer + "'").getResultList();
        // vigil-ok: java.sql-injection
        List<?> c = em.createQuery("SELECT r FROM Report r WHERE r.customer = :c").setParameter("c", customer).getResultList();
        // vigil-ok: java.sql-injection
        List<?> d = em.createNativeQuery("SELECT * FROM report LIMIT " + limit).getResultList();
        return List.of(a, b, c, d);
    }

    @PostMapping("/reports/import")
    public String importSnapshot(InputStream body) throws Exception {
        ObjectInputStream in = new ObjectInputStream(body);
        // vigil: java.insecure-deserialization
        Object snapshot = in.readObject();
        return snapshot == null ? "empty" : "imported";
    }
}
