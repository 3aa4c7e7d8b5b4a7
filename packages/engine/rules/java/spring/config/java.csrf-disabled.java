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

@org.springframework.stereotype.Controller
@RequestMapping("/account")
class AccountController {
    // vigil: java.csrf-disabled
    @RequestMapping("/close")
    public String close(@RequestParam long id) {
        return "closed";
    }

    // vigil-ok: java.csrf-disabled
    @RequestMapping(value = "/rename", method = RequestMethod.POST)
    public String rename(@RequestParam String name) {
        return "renamed";
    }

    // vigil-ok: java.csrf-disabled
    @PostMapping("/delete")
    public String delete(@RequestParam long id) {
        return "deleted";
    }
}
