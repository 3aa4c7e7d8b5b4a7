package com.acme.shop;

import java.util.List;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.cors.CorsConfiguration;
import org.springframework.web.cors.UrlBasedCorsConfigurationSource;
import org.springframework.web.servlet.config.annotation.CorsRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

@Configuration
public class SecurityConfig implements WebMvcConfigurer {

    @Override
    public void addCorsMappings(CorsRegistry registry) {
        // vigil: java.cors-permissive
        registry.addMapping("/api/**").allowedOriginPatterns("*").allowCredentials(true);
        // vigil-ok: java.cors-permissive
        registry.addMapping("/public/**").allowedOrigins("https://shop.example.com").allowCredentials(true);
    }

    @Bean
    public UrlBasedCorsConfigurationSource corsSource() {
        CorsConfiguration cfg = new CorsConfiguration();
        cfg.setAllowedOrigins(List.of("https://admin.example.com"));
        cfg.setAllowCredentials(true);
        UrlBasedCorsConfigurationSource src = new UrlBasedCorsConfigurationSource();
        src.registerCorsConfiguration("/admin/**", cfg);
        return src;
    }
}
