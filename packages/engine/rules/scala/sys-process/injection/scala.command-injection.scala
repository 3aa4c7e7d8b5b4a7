import scala.sys.process._

object Shell {
  def ping(host: String): String =
    // vigil: scala.command-injection
    Process("ping -c 1 " + host).!!

  def archive(dir: String): Int =
    // vigil: scala.command-injection
    s"tar czf /tmp/out.tgz $dir".!

  def clean(path: String): Int =
    // vigil: scala.command-injection
    Seq("sh", "-c", path).!

  def pingSafe(host: String): String =
    // vigil-ok: scala.command-injection
    Seq("ping", "-c", "1", host).!!

  def uptime(): String =
    // vigil-ok: scala.command-injection
    "uptime".!!
}
