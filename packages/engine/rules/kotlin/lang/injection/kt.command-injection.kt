fun ping(host: String): Process {
    // vigil: kt.command-injection
    return Runtime.getRuntime().exec("ping -c 1 $host")
}

fun archive(dir: String): Process {
    // vigil: kt.command-injection
    return ProcessBuilder("sh", "-c", "tar czf /tmp/out.tgz " + dir).start()
}

fun pingSafe(host: String): Process {
    // vigil-ok: kt.command-injection
    return ProcessBuilder("ping", "-c", "1", host).start()
}

fun uptime(): Process {
    // vigil-ok: kt.command-injection
    return Runtime.getRuntime().exec("uptime")
}
