package com.acme.storefront.web;

import com.acme.storefront.repo.CouponMapper;
import com.acme.storefront.service.CouponService;
import java.util.List;
import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Coupon lookups: the request values go to the service and the mapper, which build the SQL. */
@RestController
@RequestMapping("/api/coupons")
public class CouponController {
    private final CouponService coupons;
    private final CouponMapper mapper;

    public CouponController(CouponService coupons, CouponMapper mapper) {
        this.coupons = coupons;
        this.mapper = mapper;
    }

    @GetMapping("/by-code")
    public List<Map<String, Object>> byCode(@RequestParam String code) {
        return coupons.findByCode(code);
    }

    @GetMapping("/by-code/strict")
    public List<Map<String, Object>> byCodeStrict(@RequestParam String code) {
        return coupons.findByCodeBound(code);
    }

    @GetMapping("/campaigns/{campaign}")
    public List<?> byCampaign(@PathVariable String campaign) {
        return coupons.byCampaign(campaign);
    }

    @GetMapping("/campaigns/{campaign}/strict")
    public List<?> byCampaignStrict(@PathVariable String campaign) {
        return coupons.byCampaignBound(campaign);
    }

    @GetMapping("/sorted")
    public List<Map<String, Object>> sorted(@RequestParam String column) {
        return mapper.listSorted(column);
    }

    @GetMapping("/owned")
    public List<Map<String, Object>> owned(@RequestParam String owner) {
        return mapper.listByOwner(owner);
    }
}
