import scala.util.Random

object Tokens {
  def newResetToken(): String =
    // vigil: scala.insecure-random
    Random.alphanumeric.take(32).mkString

  def issue(): Long = {
    // vigil: scala.insecure-random
    val sessionId = Random.nextLong()
    sessionId
  }

  def pick(xs: Vector[String]): String = {
    // vigil-ok: scala.insecure-random
    val i = Random.nextInt(xs.size)
    xs(i)
  }
}
