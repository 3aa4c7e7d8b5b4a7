package com.acme.desk.helpers;

public final class Transforms {
    public static Transform create() {
        return new Upper();
    }

    static class Upper implements Transform {
        public String apply(String s) {
            return s.toUpperCase();
        }
    }

    public static String escape(String s) {
        return org.owasp.encoder.Encode.forHtml(s);
    }
}
