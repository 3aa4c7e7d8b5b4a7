package com.example.shop.config;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer;
import org.springframework.security.web.SecurityFilterChain;

@Configuration
public class WebSecurity {

    @Bean
    SecurityFilterChain storefront(HttpSecurity http) throws Exception {
        // vigil: java.csrf-disabled
        http.csrf().disable()
            .authorizeRequests().anyRequest().authenticated();
        return http.build();
    }

    @Bean
    SecurityFilterChain admin(HttpSecurity http) throws Exception {
        // vigil: java.csrf-disabled
        http.csrf(AbstractHttpConfigurer::disable);
        // vigil: java.csrf-disabled
        http.csrf(csrf -> csrf.disable());
        // vigil: java.csrf-disabled
        http.csrf(csrf -> {
            csrf.disable();
        });
        return http.build();
    }

    @Bean
    SecurityFilterChain api(HttpSecurity http) throws Exception {
        // vigil-ok: java.csrf-disabled
        http.csrf(csrf -> csrf.ignoringRequestMatchers("/api/webhooks/**"));
        // vigil-ok: java.csrf-disabled
        http.cors(cors -> cors.disable());
        // vigil-ok: java.csrf-disabled
        http.csrf(Customizer.withDefaults());
        return http.build();
    }
}
