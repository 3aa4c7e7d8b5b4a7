package com.acme.storefront.service;

import java.util.Map;
import javax.naming.Context;
import javax.naming.InitialContext;
import org.springframework.stereotype.Service;

/** Exporters are plugins loaded by class name; resources come from the container's directory. */
@Service
public class IntegrationService {
    public interface Exporter {
        String describe();
    }

    private static final Map<String, String> EXPORTERS = Map.of(
            "csv", "com.acme.storefront.export.CsvExporter",
            "xlsx", "com.acme.storefront.export.XlsxExporter");

    public Exporter exporter(String className) throws Exception {
        // vigil: java.unsafe-reflection
        Class<?> type = Class.forName(className);
        return (Exporter) type.getDeclaredConstructor().newInstance();
    }

    public Exporter knownExporter(String key) throws Exception {
        String className = EXPORTERS.getOrDefault(key, "com.acme.storefront.export.CsvExporter");
        // vigil-ok: java.unsafe-reflection
        Class<?> type = Class.forName(className);
        return (Exporter) type.getDeclaredConstructor().newInstance();
    }

    public Object resource(String location) throws Exception {
        Context ctx = new InitialContext();
        // vigil: java.code-injection
        return ctx.lookup(location);
    }
}
