package com.acme.desk.helpers;

import javax.servlet.http.HttpServletRequest;

public class RequestValues {
    private final HttpServletRequest request;

    public RequestValues(HttpServletRequest request) {
        this.request = request;
    }

    public String value(String name) {
        String v = request.getParameter(name);
        return v == null ? "" : v;
    }

    public String constant() {
        return "bar";
    }
}
