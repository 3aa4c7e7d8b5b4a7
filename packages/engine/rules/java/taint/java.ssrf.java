import java.net.*;
import org.springframework.web.bind.annotation.*;
import org.springframework.web.client.RestTemplate;

@RestController
public class ProxyController {
    private final RestTemplate restTemplate = new RestTemplate();

    @GetMapping("/proxy")
    public String proxy(@RequestParam String url) throws Exception {
        // vigil: java.ssrf
        String body = restTemplate.getForObject(url, String.class);
        // vigil-ok: java.ssrf
        String status = restTemplate.getForObject("https://api.example.com/status", String.class);
        // vigil: java.ssrf
        URLConnection c = new URL(url).openConnection();
        return body + status;
    }
}
