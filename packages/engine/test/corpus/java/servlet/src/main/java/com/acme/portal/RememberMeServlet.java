package com.acme.portal;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Random;
import java.util.concurrent.ThreadLocalRandom;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/** "Remember me" login, device pairing and the UI preference cookies. */
@WebServlet("/account/remember")
public class RememberMeServlet extends HttpServlet {
    private final Random backoff = new Random();
    private final SecureRandom strong = new SecureRandom();

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        // vigil: java.insecure-random
        long seed = new java.util.Random().nextLong();
        String rememberValue = Long.toHexString(seed);
        // vigil-ok: java.cookie-insecure
        javax.servlet.http.Cookie remember = new javax.servlet.http.Cookie("remember", rememberValue);
        remember.setSecure(true);
        remember.setHttpOnly(true);
        remember.setPath(request.getContextPath());
        response.addCookie(remember);
        response.getWriter().println("remembered");
    }

    protected void rememberSecure(HttpServletRequest request, HttpServletResponse response) throws IOException {
        byte[] buf = new byte[24];
        // vigil-ok: java.insecure-random
        strong.nextBytes(buf);
        String rememberValue = Base64.getUrlEncoder().withoutPadding().encodeToString(buf);
        // vigil-ok: java.cookie-insecure
        Cookie remember = new Cookie("remember", rememberValue);
        remember.setSecure(true);
        remember.setHttpOnly(true);
        response.addCookie(remember);
    }

    protected void pairDevice(HttpServletRequest request, HttpServletResponse response) throws IOException {
        // vigil: java.insecure-random
        int code = ThreadLocalRandom.current().nextInt(100000, 999999);
        request.getSession().setAttribute("pairing", Integer.toString(code));
        response.getWriter().println("enter the code shown on your device");
    }

    protected void pairDeviceSecure(HttpServletRequest request, HttpServletResponse response) throws IOException {
        // vigil-ok: java.insecure-random
        int code = 100000 + strong.nextInt(900000);
        request.getSession().setAttribute("pairing", Integer.toString(code));
        response.getWriter().println("enter the code shown on your device");
    }

    protected void traceRequest(HttpServletRequest request, HttpServletResponse response) throws IOException {
        // vigil: java.insecure-random
        double r = Math.random();
        String requestNonce = Double.toString(r).substring(2);
        response.setHeader("X-Request-Nonce", requestNonce);
    }

    protected void retryLater(HttpServletRequest request, HttpServletResponse response) throws IOException {
        // vigil-ok: java.insecure-random
        int waitSeconds = 5 + backoff.nextInt(10);
        response.setHeader("Retry-After", Integer.toString(waitSeconds));
    }

    protected void issueResetToken(HttpServletRequest request, HttpServletResponse response) throws IOException {
        // vigil: java.insecure-random
        String resetToken = Integer.toString(backoff.nextInt(Integer.MAX_VALUE), 36);
        request.getSession().setAttribute("resetPending", Boolean.TRUE);
        response.getWriter().println(resetToken.length());
    }

    protected void theme(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String theme = "dark".equals(request.getParameter("theme")) ? "dark" : "light";
        // vigil: java.cookie-insecure
        Cookie c = new Cookie("theme", theme);
        c.setSecure(false);
        c.setHttpOnly(true);
        response.addCookie(c);
    }

    protected void themeSecure(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String theme = "dark".equals(request.getParameter("theme")) ? "dark" : "light";
        // vigil-ok: java.cookie-insecure
        Cookie c = new Cookie("theme", theme);
        c.setSecure(true);
        c.setHttpOnly(true);
        response.addCookie(c);
    }

    protected void language(HttpServletRequest request, HttpServletResponse response) throws IOException {
        // a preference cookie with default flags holds nothing to steal
        // vigil-ok: java.cookie-insecure
        javax.servlet.http.Cookie lang = new javax.servlet.http.Cookie("lang", "en");
        lang.setHttpOnly(true);
        response.addCookie(lang);
    }

    protected void consent(HttpServletRequest request, HttpServletResponse response) throws IOException {
        // a preference cookie with default flags holds nothing to steal
        // vigil-ok: java.cookie-insecure
        response.addCookie(new Cookie("consent", "yes"));
    }

    protected void consentSecure(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Cookie consent;
        // vigil-ok: java.cookie-insecure
        consent = new Cookie("consent", "yes");
        consent.setSecure(request.isSecure());
        consent.setHttpOnly(true);
        response.addCookie(consent);
    }

    protected void forget(HttpServletRequest request, HttpServletResponse response) throws IOException {
        // vigil-ok: java.cookie-insecure
        Cookie remember = new Cookie("remember", "");
        remember.setMaxAge(0);
        response.addCookie(remember);
    }

    protected void issueReference(HttpServletRequest request, HttpServletResponse response) throws IOException {
        // vigil: java.insecure-random
        float f = new Random().nextFloat();
        String digits = Float.toString(f).replace("0.", "");
        String reference = "ref-" + digits;
        response.getWriter().println(reference);
    }

    protected void sampledAudit(HttpServletRequest request, HttpServletResponse response) throws IOException {
        // vigil-ok: java.insecure-random
        if (ThreadLocalRandom.current().nextDouble() < 0.05) {
            response.setHeader("X-Audit", "sampled");
        }
        response.getWriter().println("ok");
    }
}
