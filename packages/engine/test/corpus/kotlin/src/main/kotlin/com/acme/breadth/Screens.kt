package com.acme.breadth

import android.content.Context
import android.webkit.WebView
import java.security.MessageDigest
import java.security.SecureRandom
import java.security.cert.X509Certificate
import javax.crypto.Cipher
import javax.net.ssl.HostnameVerifier
import javax.net.ssl.HttpsURLConnection
import javax.net.ssl.X509TrustManager

class Bridge

class HelpScreen(private val web: WebView, private val ctx: Context) {
    fun show(url: String) {
        web.settings.javaScriptEnabled = true
        // vigil: kt.webview-js-interface
        web.addJavascriptInterface(Bridge(), "native")
        // vigil: kt.webview-file-access
        web.settings.allowFileAccessFromFileURLs = true
        // vigil: kt.webview-file-access
        web.settings.setAllowUniversalAccessFromFileURLs(true)
        // vigil-ok: kt.webview-file-access
        web.settings.allowFileAccess = false
        web.loadUrl(url)
    }

    fun save(data: String) {
        // vigil: kt.insecure-permissions
        val out = ctx.openFileOutput("notes.txt", Context.MODE_WORLD_READABLE)
        // vigil: kt.insecure-permissions
        val prefs = ctx.getSharedPreferences("prefs", Context.MODE_WORLD_WRITEABLE)
        // vigil-ok: kt.insecure-permissions
        val priv = ctx.openFileOutput("notes.txt", Context.MODE_PRIVATE)
        out.write(data.toByteArray()); priv.close(); prefs.all
    }
}

object Crypto {
    fun enc(key: javax.crypto.SecretKey, data: ByteArray): ByteArray {
        // vigil: kt.ecb-mode
        val c = Cipher.getInstance("AES")
        // vigil: kt.ecb-mode
        val c2 = Cipher.getInstance("AES/ECB/PKCS5Padding")
        // vigil: kt.weak-cipher
        val c3 = Cipher.getInstance("DES/CBC/PKCS5Padding")
        // vigil-ok: kt.ecb-mode, kt.weak-cipher
        val c4 = Cipher.getInstance("AES/GCM/NoPadding")
        c.init(Cipher.ENCRYPT_MODE, key)
        return c.doFinal(data) + c2.doFinal(data) + c3.doFinal(data) + c4.doFinal(data)
    }

    fun hashPassword(password: String): ByteArray {
        // vigil: kt.weak-hash
        val md = MessageDigest.getInstance("MD5")
        // vigil: kt.weak-hash
        val md2 = MessageDigest.getInstance("SHA-1")
        // vigil-ok: kt.weak-hash
        val md3 = MessageDigest.getInstance("SHA-256")
        return md.digest(password.toByteArray()) + md2.digest() + md3.digest()
    }

    fun newToken(): String {
        // vigil: kt.insecure-random
        val token = java.util.Random().nextLong().toString(16)
        // vigil: kt.insecure-random
        val resetCode = kotlin.random.Random.nextInt(100000, 999999)
        // vigil-ok: kt.insecure-random
        val nonce = SecureRandom().nextLong()
        return token + resetCode + nonce
    }
}

object Tls {
    // vigil: kt.tls-verify-disabled
    val allHosts = HostnameVerifier { _, _ -> true }

    val trustAll = object : X509TrustManager {
        // vigil: kt.tls-verify-disabled
        override fun checkServerTrusted(chain: Array<X509Certificate>, authType: String) {}
        override fun checkClientTrusted(chain: Array<X509Certificate>, authType: String) {}
        override fun getAcceptedIssuers(): Array<X509Certificate> = arrayOf()
    }

    fun install() {
        // vigil: kt.tls-verify-disabled
        HttpsURLConnection.setDefaultHostnameVerifier { _, _ -> true }
    }
}

class Jobs {
    fun archive(dir: String) {
        // vigil: kt.command-injection
        Runtime.getRuntime().exec("tar czf /tmp/a.tgz $dir")
        // vigil: kt.command-injection
        ProcessBuilder("sh", "-c", "ls $dir").start()
        // vigil-ok: kt.command-injection
        ProcessBuilder("tar", "czf", "/tmp/a.tgz", dir).start()
    }

    fun find(db: android.database.sqlite.SQLiteDatabase, name: String) {
        // vigil: kt.sql-injection
        db.rawQuery("SELECT * FROM users WHERE name = '$name'", null)
        // vigil: kt.sql-injection
        db.execSQL("DELETE FROM users WHERE name = '" + name + "'")
        // vigil-ok: kt.sql-injection
        db.rawQuery("SELECT * FROM users WHERE name = ?", arrayOf(name))
    }
}

fun cookies(call: io.ktor.server.application.ApplicationCall, resp: jakarta.servlet.http.HttpServletResponse, sid: String) {
    // vigil: kt.cookie-insecure
    call.response.cookies.append("sid", sid, secure = false, httpOnly = true)
    // vigil-ok: kt.cookie-insecure
    call.response.cookies.append(io.ktor.http.Cookie("sid", sid, secure = true, httpOnly = true))
    // vigil: kt.cookie-insecure
    val c = org.springframework.http.ResponseCookie.from("sid", sid).httpOnly(true).secure(false).build()
    resp.addHeader("Set-Cookie", c.toString())
}
