import javax.crypto.Cipher

object Ciphers {
  // vigil: scala.weak-cipher
  def legacy: Cipher = Cipher.getInstance("DES/CBC/PKCS5Padding")
  // vigil-ok: scala.weak-cipher
  def modern: Cipher = Cipher.getInstance("AES/GCM/NoPadding")
}
