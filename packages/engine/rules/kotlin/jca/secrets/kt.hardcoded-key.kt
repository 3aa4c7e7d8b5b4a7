import javax.crypto.spec.SecretKeySpec

object Keys {
    // vigil: kt.hardcoded-key
    val aes = SecretKeySpec("0123456789abcdef".toByteArray(), "AES")

    fun fromKeystore(raw: ByteArray) =
        // vigil-ok: kt.hardcoded-key
        SecretKeySpec(raw, "AES")
}
