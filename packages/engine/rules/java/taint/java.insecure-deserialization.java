import java.io.*;
import javax.servlet.http.*;

public class StateServlet extends HttpServlet {
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
        ObjectInputStream ois = new ObjectInputStream(request.getInputStream());
        // vigil: java.insecure-deserialization
        Object state = ois.readObject();
        ObjectInputStream local = new ObjectInputStream(new FileInputStream("/var/cache/state.bin"));
        // vigil-ok: java.insecure-deserialization
        Object cached = local.readObject();
    }
}
