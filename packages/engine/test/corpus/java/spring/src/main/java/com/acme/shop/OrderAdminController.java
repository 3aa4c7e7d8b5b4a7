package com.acme.shop;

import java.util.List;
import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class OrderAdminController {
    private final OrderMapper orders;

    public OrderAdminController(OrderMapper orders) {
        this.orders = orders;
    }

    @GetMapping("/admin/orders")
    public List<Map<String, Object>> list(@RequestParam String customer, @RequestParam String sort) {
        if (!customer.isEmpty()) {
            return orders.byCustomer(customer);
        }
        return orders.sorted(sort);
    }

    @PostMapping("/admin/orders/status")
    public int status(@RequestParam String status, @RequestParam String ids, @RequestParam long id) {
        orders.setStatusOne(status, id);
        return orders.setStatus(status, ids);
    }

    @PostMapping("/admin/orders/notes/purge")
    public int purge(@RequestParam String author) {
        return orders.dropNotes(author);
    }
}
