import java.io.IOException;

public class Backups {
    private static final String TOOL = "/usr/bin/tar";

    void archive(String dir, String host) throws IOException {
        // vigil: java.command-nonliteral
        Runtime.getRuntime().exec("tar czf /tmp/backup.tgz " + dir);
        // vigil: java.command-nonliteral
        new ProcessBuilder("sh", "-c", "ping -c 1 " + host).start();
        // vigil: java.command-nonliteral
        new ProcessBuilder("/bin/bash", "-c", dir).start();
        // vigil-ok: java.command-nonliteral
        Runtime.getRuntime().exec(new String[] {"tar", "czf", "/tmp/backup.tgz", dir});
        // vigil-ok: java.command-nonliteral
        Runtime.getRuntime().exec(TOOL + " --version");
        // vigil-ok: java.command-nonliteral
        new ProcessBuilder("ping", "-c", "1", host).start();
        // vigil-ok: java.command-nonliteral
        new ProcessBuilder("sh", "-c", "uptime").start();
    }
}
