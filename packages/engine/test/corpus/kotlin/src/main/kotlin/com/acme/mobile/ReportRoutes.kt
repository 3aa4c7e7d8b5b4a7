package com.acme.mobile

import io.ktor.server.application.call
import io.ktor.server.response.respondText
import io.ktor.server.routing.Route
import io.ktor.server.routing.get
import java.security.MessageDigest
import java.sql.Connection
import java.util.UUID

fun Route.reportRoutes(conn: Connection) {
    get("/reports") {
        val team = call.request.queryParameters["team"] ?: ""
        // vigil: kt.sql-injection
        val rs = conn.createStatement().executeQuery("SELECT id, title FROM reports WHERE team = '$team'")
        val ps = conn.prepareStatement("SELECT id, title FROM reports WHERE team = ?")
        ps.setString(1, team)
        // vigil-ok: kt.sql-injection
        val rs2 = ps.executeQuery()
        call.respondText("${rs.fetchSize + rs2.fetchSize}")
    }

    get("/reports/export") {
        val fmt = call.request.queryParameters["format"] ?: "csv"
        // vigil: kt.command-injection
        val p = ProcessBuilder("sh", "-c", "report-export --format $fmt").start()
        val safeFmt = if (fmt == "pdf") "pdf" else "csv"
        // vigil-ok: kt.command-injection
        val p2 = ProcessBuilder("report-export", "--format", safeFmt).start()
        call.respondText("${p.waitFor()} ${p2.waitFor()}")
    }

    get("/reports/etag") {
        val body = call.request.queryParameters["id"] ?: ""
        // vigil-ok: kt.weak-hash
        val etag = MessageDigest.getInstance("SHA-256").digest(body.toByteArray())
        // vigil-ok: kt.insecure-random
        val requestId = UUID.randomUUID().toString()
        call.respondText("${etag.size} $requestId")
    }
}
