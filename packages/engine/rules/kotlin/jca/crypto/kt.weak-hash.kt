import java.security.MessageDigest

fun passwordHash(pw: String): ByteArray {
    // vigil: kt.weak-hash
    val md = MessageDigest.getInstance("MD5")
    return md.digest(pw.toByteArray())
}

fun integrity(body: ByteArray): ByteArray {
    // vigil-ok: kt.weak-hash
    return MessageDigest.getInstance("SHA-256").digest(body)
}
