package com.acme.shop;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.Map;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;

import freemarker.template.Configuration;
import freemarker.template.Template;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PricingController {
    private final ExpressionParser parser = new SpelExpressionParser();
    private final Configuration freemarker = new Configuration(Configuration.VERSION_2_3_32);

    @PostMapping("/pricing/evaluate")
    public Object evaluate(@RequestBody Map<String, String> body) {
        String rule = body.get("rule");
        // vigil: java.code-injection
        return parser.parseExpression(rule).getValue();
    }

    @PostMapping("/pricing/evaluate/v2")
    public Object evaluateSafe(@RequestBody Map<String, String> body) {
        Map<String, Object> order = Map.of("total", 120, "country", body.get("country"));
        // vigil-ok: java.code-injection
        return parser.parseExpression("['total'] > 100").getValue(SimpleEvaluationContext.forReadOnlyDataBinding().build(), order);
    }

    @PostMapping("/pricing/script")
    public Object script(@RequestBody Map<String, String> body) throws Exception {
        ScriptEngine js = new ScriptEngineManager().getEngineByName("javascript");
        // vigil: java.code-injection
        return js.eval(body.get("script"));
    }

    @PostMapping("/pricing/email")
    public String email(@RequestBody Map<String, String> body) throws Exception {
        // vigil: java.template-injection
        Template t = new Template("custom", new StringReader(body.get("template")), freemarker);
        StringWriter out = new StringWriter();
        t.process(Map.of("customer", body.get("customer")), out);
        return out.toString();
    }

    @PostMapping("/pricing/email/v2")
    public String emailSafe(@RequestBody Map<String, String> body) throws Exception {
        // vigil-ok: java.template-injection
        Template t = freemarker.getTemplate("email/price-alert.ftl");
        StringWriter out = new StringWriter();
        t.process(Map.of("customer", body.get("customer")), out);
        return out.toString();
    }
}
