import javax.naming.InitialContext
import javax.servlet.http.HttpServletRequest
import org.springframework.jndi.JndiTemplate
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestParam
import org.springframework.web.bind.annotation.RestController

@RestController
class DataSourceController(private val jndiTemplate: JndiTemplate) {
    @PostMapping("/admin/datasource")
    fun test(@RequestParam name: String, request: HttpServletRequest): String {
        val ctx = InitialContext()
        // vigil: kt.code-injection
        val ds = ctx.lookup(name)
        // vigil-ok: kt.code-injection
        val fixed = ctx.lookup("java:comp/env/jdbc/orders")
        // vigil: kt.code-injection
        val queue = jndiTemplate.lookup(request.getParameter("queue"))
        // vigil-ok: kt.code-injection
        val cache = mapOf("a" to 1).get(name)
        return "$ds $fixed $queue $cache"
    }

    fun resolve(name: String): Any {
        // vigil-ok: kt.code-injection
        return InitialContext().lookup(name)
    }
}
