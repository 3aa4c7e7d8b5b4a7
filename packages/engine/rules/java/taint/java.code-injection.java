import javax.script.*;
import javax.servlet.http.*;

public class CalcServlet extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
        // vigil: java.code-injection
        Object r = engine.eval(request.getParameter("expr"));
        // vigil-ok: java.code-injection
        Object s = engine.eval("1 + 1");
    }
}
