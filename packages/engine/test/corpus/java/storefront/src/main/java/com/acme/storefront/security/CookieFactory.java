package com.acme.storefront.security;

import javax.servlet.http.Cookie;

/** Cookies the application sets with every flag on, and a theme preference. */
public final class CookieFactory {
    private CookieFactory() {}

    public static Cookie hardened(String name, String value) {
        // vigil-ok: java.cookie-insecure
        Cookie c = new Cookie(name, value);
        c.setSecure(true);
        c.setHttpOnly(true);
        c.setPath("/");
        return c;
    }

    public static Cookie authCookie(String value) {
        // vigil: java.cookie-insecure
        Cookie c = new Cookie("auth_token", value);
        c.setPath("/");
        c.setHttpOnly(true);
        return c;
    }
}
