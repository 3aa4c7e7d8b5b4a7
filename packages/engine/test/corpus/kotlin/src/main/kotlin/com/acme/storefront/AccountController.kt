package com.acme.storefront

import java.security.MessageDigest
import javax.naming.InitialContext
import javax.servlet.http.Cookie
import javax.servlet.http.HttpServletResponse
import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestParam
import org.springframework.web.bind.annotation.RestController

@RestController
class AccountController(private val jdbc: JdbcTemplate) {

    @PostMapping("/accounts/password")
    fun changePassword(@RequestParam user: String, @RequestParam password: String): String {
        // vigil: kt.weak-hash
        val md = MessageDigest.getInstance("MD5")
        val hash = md.digest(password.toByteArray()).joinToString("") { "%02x".format(it) }
        jdbc.update("UPDATE accounts SET password_hash = ? WHERE login = ?", hash, user)
        return "ok"
    }

    @GetMapping("/accounts/avatar")
    fun avatar(@RequestParam email: String): String {
        // vigil-ok: kt.weak-hash
        val md = MessageDigest.getInstance("MD5")
        val cacheKey = md.digest(email.trim().lowercase().toByteArray()).joinToString("") { "%02x".format(it) }
        return "https://www.gravatar.com/avatar/$cacheKey"
    }

    @GetMapping("/accounts/search")
    fun search(@RequestParam name: String): List<Map<String, Any>> {
        // vigil: kt.sql-injection
        val rows = jdbc.queryForList("SELECT id, login FROM accounts WHERE display_name LIKE '%$name%'")
        // vigil-ok: kt.sql-injection
        val bound = jdbc.queryForList("SELECT id, login FROM accounts WHERE display_name LIKE ?", "%$name%")
        return rows + bound
    }

    @PostMapping("/accounts/login")
    fun login(@RequestParam token: String, response: HttpServletResponse): String {
        // vigil: kt.cookie-insecure
        val session = Cookie("SESSION", token)
        session.path = "/"
        response.addCookie(session)
        // vigil-ok: kt.cookie-insecure
        val hardened = Cookie("SESSION", token)
        hardened.secure = true
        hardened.isHttpOnly = true
        response.addCookie(hardened)
        return "ok"
    }

    @PostMapping("/accounts/plugin")
    fun plugin(@RequestParam className: String, @RequestParam resource: String): String {
        // vigil: kt.unsafe-reflection
        val type = Class.forName(className)
        // vigil-ok: kt.unsafe-reflection
        val known = Class.forName("com.acme.storefront.plugins.CsvExport")
        // vigil: kt.code-injection
        val res = InitialContext().lookup(resource)
        // vigil-ok: kt.code-injection
        val ds = InitialContext().lookup("java:comp/env/jdbc/accounts")
        return "${type.name} ${known.name} $res $ds"
    }
}
