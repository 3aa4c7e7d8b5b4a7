import javax.naming.Context;
import javax.naming.InitialContext;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;

public class RuleRunner {
    private static final String DEFAULT_RULE = "total > 100";
    private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
    private final ExpressionParser parser = new SpelExpressionParser();

    Object run(String rule, String field) throws Exception {
        // vigil: java.eval-nonliteral
        Object a = engine.eval(rule);
        // vigil: java.eval-nonliteral
        Object b = engine.eval("order." + field + " > 10");
        // vigil: java.eval-nonliteral
        Object c = parser.parseExpression(rule).getValue();
        // vigil: java.eval-nonliteral
        Object d = new SpelExpressionParser().parseExpression("#root." + field).getValue();
        // vigil-ok: java.eval-nonliteral
        Object e = engine.eval("1 + 2");
        // vigil-ok: java.eval-nonliteral
        Object f = engine.eval(DEFAULT_RULE);
        // vigil-ok: java.eval-nonliteral
        Object g = parser.parseExpression("'report-' + #date").getValue();
        return new Object[] {a, b, c, d, e, f, g};
    }

    Object resource(String name, Context ctx) throws Exception {
        // vigil: java.eval-nonliteral
        Object a = new InitialContext().lookup(name);
        // vigil: java.eval-nonliteral
        Object b = ctx.lookup(name);
        // vigil-ok: java.eval-nonliteral
        Object c = ctx.lookup("java:comp/env/jdbc/" + name);
        // vigil-ok: java.eval-nonliteral
        Object d = new InitialContext().lookup("java:comp/env/jdbc/orders");
        // vigil-ok: java.eval-nonliteral
        Object e = cache.lookup(name);
        return new Object[] {a, b, c, d, e};
    }

    private final java.util.Map<String, Object> cacheMap = new java.util.HashMap<>();
    private final Registry cache = new Registry();
}
