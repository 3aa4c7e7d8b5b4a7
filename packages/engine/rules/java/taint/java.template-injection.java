import freemarker.template.Configuration;
import freemarker.template.Template;
import java.io.StringReader;
import java.io.StringWriter;
import javax.servlet.http.*;
import org.apache.velocity.VelocityContext;
import org.apache.velocity.app.Velocity;

public class GreetingServlet extends HttpServlet {
    private final Configuration cfg = new Configuration(Configuration.VERSION_2_3_32);

    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String body = request.getParameter("template");
        StringWriter out = new StringWriter();
        // vigil: java.template-injection
        Template t = new Template("greeting", new StringReader(body), cfg);
        // vigil-ok: java.template-injection
        Template fixed = cfg.getTemplate("greeting.ftl");
        fixed.process(java.util.Map.of("name", body), out);
        // vigil: java.template-injection
        Velocity.evaluate(new VelocityContext(), out, "greeting", "Hello " + body);
        VelocityContext ctx = new VelocityContext();
        ctx.put("name", body);
        // vigil-ok: java.template-injection
        Velocity.evaluate(ctx, out, "greeting", "Hello $name");
    }
}
