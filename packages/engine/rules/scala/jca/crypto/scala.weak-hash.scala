import java.security.MessageDigest

object Hashes {
  def passwordHash(pw: String): Array[Byte] =
    // vigil: scala.weak-hash
    MessageDigest.getInstance("MD5").digest(pw.getBytes("UTF-8"))

  def integrity(body: Array[Byte]): Array[Byte] =
    // vigil-ok: scala.weak-hash
    MessageDigest.getInstance("SHA-256").digest(body)
}
