import javax.net.ssl.*;

public class Tls {
    SSLContext legacy() throws Exception {
        // vigil: java.weak-tls
        return SSLContext.getInstance("TLSv1");
    }

    void socket(SSLSocket s) {
        // vigil: java.weak-tls
        s.setEnabledProtocols(new String[] {"TLSv1.1", "TLSv1.2"});
        // vigil-ok: java.weak-tls
        s.setEnabledProtocols(new String[] {"TLSv1.2", "TLSv1.3"});
    }

    SSLContext modern() throws Exception {
        // vigil-ok: java.weak-tls
        return SSLContext.getInstance("TLSv1.3");
    }
}
