import org.springframework.boot.actuate.autoconfigure.security.servlet.EndpointRequest;
import org.springframework.context.annotation.Bean;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;

public class OpsSecurity {
    @Bean
    SecurityFilterChain open(HttpSecurity http) throws Exception {
        http.authorizeHttpRequests(a -> a
            // vigil: java.actuator-exposed
            .requestMatchers("/actuator/**").permitAll()
            // vigil: java.actuator-exposed
            .requestMatchers(EndpointRequest.toAnyEndpoint()).permitAll()
            // vigil: java.actuator-exposed
            .antMatchers("/actuator/env").permitAll()
            .anyRequest().authenticated());
        return http.build();
    }

    @Bean
    SecurityFilterChain guarded(HttpSecurity http) throws Exception {
        http.authorizeHttpRequests(a -> a
            // vigil-ok: java.actuator-exposed
            .requestMatchers("/actuator/health", "/actuator/info").permitAll()
            // vigil-ok: java.actuator-exposed
            .requestMatchers("/actuator/**").hasRole("ACTUATOR")
            // vigil-ok: java.actuator-exposed
            .requestMatchers(EndpointRequest.toAnyEndpoint()).hasRole("ACTUATOR")
            .anyRequest().authenticated());
        return http.build();
    }
}
