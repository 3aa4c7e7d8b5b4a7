package com.acme.desk;

public final class DeskPaths {
    public static final String FILES = "/var/lib/desk/files/";
    private DeskPaths() {}
}
