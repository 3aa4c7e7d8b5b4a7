import javax.crypto.Cipher

object Modes {
  // vigil: scala.ecb-mode
  def ecb: Cipher = Cipher.getInstance("AES")
  // vigil-ok: scala.ecb-mode
  def gcm: Cipher = Cipher.getInstance("AES/GCM/NoPadding")
}
