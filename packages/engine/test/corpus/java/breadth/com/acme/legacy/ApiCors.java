package com.acme.legacy;

import org.springframework.web.bind.annotation.CrossOrigin;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ApiCors {
  // vigil: java.cors-permissive
  @CrossOrigin(origins = "*", allowCredentials = "true")
  @GetMapping("/api/me")
  public String me() {
    return "{}";
  }

  // vigil-ok: java.cors-permissive
  @CrossOrigin(origins = "https://portal.example.com")
  @GetMapping("/api/public")
  public String pub() {
    return "{}";
  }
}
