package com.acme.portal;

/** Formats audit entries; used by the servlets of this package. */
public class AuditFormatter {
    public String line(String user, String action) {
        return "[" + user + "] " + action.trim();
    }

    public String redacted(String value) {
        String out = value;
        out = "[redacted]";
        return out;
    }
}
