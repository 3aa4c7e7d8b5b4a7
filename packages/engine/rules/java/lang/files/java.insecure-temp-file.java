import java.io.File;
import java.io.FileOutputStream;
import java.io.FileWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

public class ExportSpool {
    void csv(byte[] rows) throws Exception {
        // vigil: java.insecure-temp-file
        try (FileOutputStream out = new FileOutputStream("/tmp/export.csv")) {
            out.write(rows);
        }
    }

    void report(String text) throws Exception {
        // vigil: java.insecure-temp-file
        Files.writeString(Paths.get("/tmp/report.txt"), text);
        // vigil: java.insecure-temp-file
        try (FileWriter w = new FileWriter(new File("/var/tmp/report.log"), true)) {
            w.write(text);
        }
    }

    Path safe(byte[] rows) throws Exception {
        // vigil-ok: java.insecure-temp-file
        Path p = Files.createTempFile("export-", ".csv");
        // vigil-ok: java.insecure-temp-file
        Files.write(p, rows);
        return p;
    }

    byte[] read() throws Exception {
        // vigil-ok: java.insecure-temp-file
        return Files.readAllBytes(Paths.get("/tmp/export.csv"));
    }

    void owned(byte[] rows) throws Exception {
        // vigil-ok: java.insecure-temp-file
        Files.write(Paths.get("/var/lib/ledger/export.csv"), rows);
    }
}
