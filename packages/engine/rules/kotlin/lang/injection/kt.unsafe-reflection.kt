import javax.servlet.http.HttpServletRequest
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.RequestParam
import org.springframework.web.bind.annotation.RestController

@RestController
class ExportController {
    private val exporters = mapOf("csv" to "com.acme.export.Csv", "pdf" to "com.acme.export.Pdf")

    @GetMapping("/export")
    fun export(@RequestParam type: String, @RequestParam format: String, request: HttpServletRequest): String {
        // vigil: kt.unsafe-reflection
        val cls = Class.forName(type)
        // vigil-ok: kt.unsafe-reflection
        val known = Class.forName(exporters[format] ?: "com.acme.export.Csv")
        // vigil: kt.unsafe-reflection
        val viaLoader = javaClass.classLoader.loadClass(request.getParameter("handler"))
        // vigil-ok: kt.unsafe-reflection
        val fixed = javaClass.classLoader.loadClass("com.acme.export.Csv")
        return cls.name + known.name + viaLoader.name + fixed.name
    }

    fun load(name: String): Class<*> {
        // vigil-ok: kt.unsafe-reflection
        return Class.forName(name)
    }
}
