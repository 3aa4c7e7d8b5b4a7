package com.acme.storefront.service;

import java.util.List;
import java.util.Map;
import javax.persistence.EntityManager;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;

/** Coupon queries for the controllers: plain JDBC and JPA native queries. */
@Service
public class CouponService {
    private final JdbcTemplate jdbc;
    private final EntityManager em;

    public CouponService(JdbcTemplate jdbc, EntityManager em) {
        this.jdbc = jdbc;
        this.em = em;
    }

    public List<Map<String, Object>> findByCode(String code) {
        String sql = "SELECT id, code, discount FROM coupons WHERE code = '" + code + "' AND active";
        // vigil: java.sql-injection
        return jdbc.queryForList(sql);
    }

    public List<Map<String, Object>> findByCodeBound(String code) {
        String sql = "SELECT id, code, discount FROM coupons WHERE code = ? AND active";
        // vigil-ok: java.sql-injection
        return jdbc.queryForList(sql, code);
    }

    public List<?> byCampaign(String campaign) {
        // vigil: java.sql-injection
        return em.createNativeQuery("SELECT * FROM coupons WHERE campaign = '" + campaign + "'").getResultList();
    }

    public List<?> byCampaignBound(String campaign) {
        // vigil-ok: java.sql-injection
        return em.createNativeQuery("SELECT * FROM coupons WHERE campaign = :campaign")
                .setParameter("campaign", campaign)
                .getResultList();
    }
}
