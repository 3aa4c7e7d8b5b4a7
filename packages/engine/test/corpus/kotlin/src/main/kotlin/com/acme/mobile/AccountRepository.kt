package com.acme.mobile

import android.database.sqlite.SQLiteDatabase
import java.security.KeyStore
import java.security.MessageDigest
import java.security.SecureRandom
import java.security.cert.CertificateException
import java.security.cert.X509Certificate
import javax.crypto.Cipher
import javax.crypto.spec.SecretKeySpec
import javax.net.ssl.TrustManagerFactory
import javax.net.ssl.X509TrustManager
import kotlin.random.Random

class AccountRepository(private val db: SQLiteDatabase) {

    companion object {
        // vigil: kt.hardcoded-password
        private const val SYNC_PASSWORD = "sync-Passw0rd-01"
        // vigil-ok: kt.hardcoded-password
        private val apiPassword: String = BuildConfig.API_PASSWORD
    }

    fun findByEmail(email: String): Int {
        // vigil: kt.sql-injection
        val c = db.rawQuery("SELECT id FROM accounts WHERE email = '$email'", null)
        // vigil-ok: kt.sql-injection
        val safe = db.rawQuery("SELECT id FROM accounts WHERE email = ?", arrayOf(email))
        return c.count + safe.count
    }

    fun deleteByName(name: String) {
        // vigil: kt.sql-injection
        db.execSQL("DELETE FROM accounts WHERE name = '" + name + "'")
        // vigil-ok: kt.sql-injection
        db.execSQL("DELETE FROM accounts WHERE name = ?", arrayOf(name))
    }

    fun pinHash(pin: String): ByteArray {
        // vigil: kt.weak-hash
        return MessageDigest.getInstance("MD5").digest(pin.toByteArray())
    }

    fun backupHash(data: ByteArray): ByteArray {
        // vigil-ok: kt.weak-hash
        return MessageDigest.getInstance("SHA-256").digest(data)
    }

    fun encryptToken(token: ByteArray, key: ByteArray): ByteArray {
        // vigil: kt.ecb-mode
        val cipher = Cipher.getInstance("AES/ECB/PKCS5Padding")
        cipher.init(Cipher.ENCRYPT_MODE, SecretKeySpec(key, "AES"))
        return cipher.doFinal(token)
    }

    fun encryptLegacy(data: ByteArray, key: ByteArray): ByteArray {
        // vigil: kt.weak-cipher
        val cipher = Cipher.getInstance("DES/CBC/PKCS5Padding")
        cipher.init(Cipher.ENCRYPT_MODE, SecretKeySpec(key, "DES"))
        return cipher.doFinal(data)
    }

    fun encrypt(data: ByteArray, key: ByteArray): ByteArray {
        // vigil-ok: kt.ecb-mode, kt.weak-cipher
        val cipher = Cipher.getInstance("AES/GCM/NoPadding")
        cipher.init(Cipher.ENCRYPT_MODE, SecretKeySpec(key, "AES"))
        return cipher.iv + cipher.doFinal(data)
    }

    fun deviceToken(): String {
        // vigil: kt.insecure-random
        val bytes = Random.nextBytes(16)
        return bytes.joinToString("") { "%02x".format(it) }
    }

    fun deviceTokenSafe(): String {
        val bytes = ByteArray(16)
        // vigil-ok: kt.insecure-random
        SecureRandom().nextBytes(bytes)
        return bytes.joinToString("") { "%02x".format(it) }
    }

    fun shuffleTips(tips: List<String>): List<String> {
        // vigil-ok: kt.insecure-random
        return tips.shuffled(Random(System.currentTimeMillis()))
    }

    val trustAll = object : X509TrustManager {
        override fun checkClientTrusted(chain: Array<X509Certificate>, authType: String) {}
        // vigil: kt.tls-verify-disabled
        override fun checkServerTrusted(chain: Array<X509Certificate>, authType: String) {}
        override fun getAcceptedIssuers(): Array<X509Certificate> = arrayOf()
    }

    private val platformTrust: X509TrustManager = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm())
        .apply { init(null as KeyStore?) }
        .trustManagers.filterIsInstance<X509TrustManager>().first()

    val pinnedTrust = object : X509TrustManager {
        override fun checkClientTrusted(chain: Array<X509Certificate>, authType: String) {
            platformTrust.checkClientTrusted(chain, authType)
        }
        // vigil-ok: kt.tls-verify-disabled
        override fun checkServerTrusted(chain: Array<X509Certificate>, authType: String) {
            platformTrust.checkServerTrusted(chain, authType)
            val pin = MessageDigest.getInstance("SHA-256").digest(chain[0].publicKey.encoded).joinToString("") { "%02x".format(it) }
            if (pin !in BuildConfig.SERVER_PINS.split(',')) throw CertificateException("server key is not pinned")
        }
        override fun getAcceptedIssuers(): Array<X509Certificate> = platformTrust.acceptedIssuers
    }

    fun runDiagnostics(host: String): Process {
        // vigil: kt.command-injection
        return Runtime.getRuntime().exec(arrayOf("sh", "-c", "ping -c 1 $host"))
    }

    fun runDiagnosticsSafe(host: String): Process {
        // vigil-ok: kt.command-injection
        return ProcessBuilder("ping", "-c", "1", host).start()
    }

    fun password(): String = if (apiPassword.isNotEmpty()) apiPassword else SYNC_PASSWORD
}
