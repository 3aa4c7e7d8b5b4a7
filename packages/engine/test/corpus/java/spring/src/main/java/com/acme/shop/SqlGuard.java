package com.acme.shop;

/** Small helpers used by OrderService. */
public final class SqlGuard {
    private SqlGuard() {}

    public static String digitsOnly(String s) {
        return s == null ? "0" : s.replaceAll("[^0-9]", "");
    }

    public static String eq(String column, String value) {
        return column + " = '" + value + "'";
    }
}
