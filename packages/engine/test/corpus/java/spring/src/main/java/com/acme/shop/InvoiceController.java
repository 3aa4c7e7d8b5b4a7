package com.acme.shop;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Map;
import javax.servlet.http.HttpServletResponse;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.ModelAndView;

@RestController
public class InvoiceController {
    private static final Path INVOICES = Paths.get("/srv/invoices");
    private final JdbcTemplate jdbc;
    private final NamedParameterJdbcTemplate named;

    public InvoiceController(JdbcTemplate jdbc, NamedParameterJdbcTemplate named) {
        this.jdbc = jdbc;
        this.named = named;
    }

    @PostMapping("/invoices/void")
    public int voidInvoice(@RequestParam String number, @RequestParam String reason) {
        // vigil: java.sql-injection
        return jdbc.update("UPDATE invoices SET status = 'VOID', reason = '" + reason + "' WHERE number = '" + number + "'");
    }

    @PostMapping("/invoices/void/v2")
    public int voidInvoiceSafe(@RequestParam String number, @RequestParam String reason) {
        // vigil-ok: java.sql-injection
        return named.update("UPDATE invoices SET status = 'VOID', reason = :reason WHERE number = :number", Map.of("reason", reason, "number", number));
    }

    @GetMapping("/invoices/pdf")
    public void pdf(@RequestParam String file, HttpServletResponse resp) throws IOException {
        // vigil: java.path-traversal
        try (InputStream in = Files.newInputStream(INVOICES.resolve(file))) {
            in.transferTo(resp.getOutputStream());
        }
    }

    @GetMapping("/invoices/logo")
    public void logo(@RequestParam String url, HttpServletResponse resp) throws IOException {
        // vigil: java.ssrf
        try (InputStream in = new URL(url).openStream()) {
            in.transferTo(resp.getOutputStream());
        }
    }

    @GetMapping("/invoices/note")
    public void note(@RequestParam String text, HttpServletResponse resp) throws IOException {
        resp.setContentType("text/html");
        // vigil: java.xss
        resp.getWriter().write("<div class=\"note\">" + text + "</div>");
    }

    @GetMapping("/invoices/back")
    public ModelAndView back(@RequestHeader(value = "Referer", required = false) String referer) {
        // vigil: java.open-redirect
        return new ModelAndView("redirect:" + referer);
    }

    @GetMapping("/invoices/home")
    public ModelAndView home(@RequestParam(defaultValue = "list") String view) {
        String target = "grid".equals(view) ? "/invoices?layout=grid" : "/invoices";
        // vigil-ok: java.open-redirect
        return new ModelAndView("redirect:" + target);
    }
}
