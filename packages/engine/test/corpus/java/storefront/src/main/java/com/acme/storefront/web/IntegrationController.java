package com.acme.storefront.web;

import com.acme.storefront.service.IntegrationService;
import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.sql.DataSource;
import org.springframework.jndi.JndiTemplate;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Payment and export integrations chosen by the administrator's form. */
@RestController
public class IntegrationController {
    private final IntegrationService integrations;
    private final JndiTemplate jndi = new JndiTemplate();

    public IntegrationController(IntegrationService integrations) {
        this.integrations = integrations;
    }

    @PostMapping("/admin/datasource/test")
    public String testDataSource(@RequestParam("name") String name) throws NamingException {
        InitialContext ctx = new InitialContext();
        // vigil: java.code-injection
        DataSource ds = (DataSource) ctx.lookup(name);
        return ds == null ? "missing" : "ok";
    }

    @PostMapping("/admin/datasource/check")
    public String checkDataSource(@RequestParam("name") String name) throws NamingException {
        InitialContext ctx = new InitialContext();
        // vigil-ok: java.code-injection
        DataSource ds = (DataSource) ctx.lookup("java:comp/env/jdbc/" + name);
        return ds == null ? "missing" : "ok";
    }

    @PostMapping("/admin/queue")
    public String queue(@RequestParam String queue) throws NamingException {
        // vigil: java.code-injection
        Object q = jndi.lookup(queue);
        return q == null ? "missing" : "ok";
    }

    @PostMapping("/admin/queue/default")
    public String defaultQueue(@RequestParam String queue) throws NamingException {
        // vigil-ok: java.code-injection
        Object q = jndi.lookup("java:comp/env/jms/orders");
        return q == null ? "missing" : "ok";
    }

    @PostMapping("/admin/exporter")
    public String exporter(@RequestBody ExportForm form) throws Exception {
        integrations.exporter(form.getExporterClass());
        return "ok";
    }

    @PostMapping("/admin/exporter/named")
    public String namedExporter(@RequestBody ExportForm form) throws Exception {
        integrations.knownExporter(form.getExporterClass());
        return "ok";
    }

    @PostMapping("/admin/resource")
    public String resource(@RequestParam String location) throws Exception {
        return integrations.resource(location) == null ? "missing" : "ok";
    }

    public static class ExportForm {
        private String exporterClass;

        public String getExporterClass() {
            return exporterClass;
        }

        public void setExporterClass(String exporterClass) {
            this.exporterClass = exporterClass;
        }
    }
}
