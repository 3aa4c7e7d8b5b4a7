package com.acme.shop;

import java.util.List;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer;
import org.springframework.security.web.SecurityFilterChain;
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

    @Bean
    @Order(1)
    public SecurityFilterChain storefront(HttpSecurity http) throws Exception {
        // the storefront signs customers in with a session cookie
        // vigil: java.csrf-disabled
        http.securityMatcher("/account/**").csrf(AbstractHttpConfigurer::disable);
        return http.build();
    }

    @Bean
    @Order(2)
    public SecurityFilterChain webhooks(HttpSecurity http) throws Exception {
        // vigil-ok: java.csrf-disabled
        http.csrf(csrf -> csrf.ignoringRequestMatchers("/hooks/payments"));
        return http.build();
    }
}
