package com.acme.portal;

import java.io.File;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.function.Function;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

/** Stores uploaded notes and renders their titles with the configured formatter. */
@WebServlet("/upload")
public class UploadServlet extends HttpServlet {
    private DataSource ds;

    interface Formatter {
        String format(String title);
    }

    static class PlainFormatter implements Formatter {
        public String format(String title) {
            return title;
        }
    }

    static class FixedFormatter implements Formatter {
        public String format(String title) {
            return "untitled";
        }
    }

    static class Formatters {
        static Formatter pick(int mode) {
            if (mode == 1) return new PlainFormatter();
            return new FixedFormatter();
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
        // the body is read into a buffer: the buffer holds the client's bytes
        InputStream in = request.getInputStream();
        byte[] buf = new byte[128];
        int n = in.read(buf);
        String name = new String(buf, 0, Math.max(n, 0), "UTF-8");
        // vigil: java.path-traversal
        FileOutputStream out = new FileOutputStream(new File("/var/notes", name));
        out.close();
        // what is written is not a path
        Path target = Path.of("/var/notes", "latest.txt");
        // vigil-ok: java.path-traversal
        Files.write(target, name.getBytes());
        // vigil: java.path-traversal
        Files.write(Path.of("/var/notes", name), buf);

        String title = request.getParameter("title");
        // vigil: java.xss
        response.getWriter().println(Formatters.pick(1).format(title));
        Formatter fixed = Formatters.pick(2);
        // vigil-ok: java.xss
        response.getWriter().println(fixed.format(title));
        Formatter chosen = Formatters.pick(title.length());
        // vigil: java.xss
        response.getWriter().println(chosen.format(title));

        Function<String, String> quoted = s -> "'" + s + "'";
        Function<String, String> constant = s -> "'draft'";
        StringBuilder sql = new StringBuilder("SELECT id FROM notes WHERE title = ");
        sql.append(quoted.apply(title));
        StringBuilder reset = new StringBuilder("SELECT id FROM notes WHERE title = ").append(title);
        reset.replace(0, reset.length(), "SELECT id FROM notes WHERE title = 'draft'");
        try (Connection c = ds.getConnection(); Statement st = c.createStatement()) {
            // vigil: java.sql-injection
            st.executeQuery(sql.toString());
            // vigil-ok: java.sql-injection
            st.executeQuery("SELECT id FROM notes WHERE title = " + constant.apply(title));
            // vigil-ok: java.sql-injection
            st.executeQuery(reset.toString());
        }
    }
}
