import kotlin.random.Random
import java.security.SecureRandom

fun newResetToken(): String {
    // vigil: kt.insecure-random
    return Random.nextLong().toString(16)
}

fun login(user: User) {
    // vigil: kt.insecure-random
    val sessionId = (1..32).map { ('a'..'z').random() }.joinToString("")
    user.session = sessionId
}

fun pickColor(colors: List<String>): String {
    // vigil-ok: kt.insecure-random
    val idx = Random.nextInt(colors.size)
    return colors[idx]
}

fun secureToken(): ByteArray {
    // vigil-ok: kt.insecure-random
    val token = ByteArray(32).also { SecureRandom().nextBytes(it) }
    return token
}
