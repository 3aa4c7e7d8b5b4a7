package com.example.security

import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration
import org.springframework.security.config.annotation.web.builders.HttpSecurity
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer
import org.springframework.security.config.annotation.web.invoke
import org.springframework.security.web.SecurityFilterChain

@Configuration
class WebSecurity {
    @Bean
    fun legacy(http: HttpSecurity): SecurityFilterChain {
        // vigil: kt.csrf-disabled
        http.csrf().disable()
        return http.build()
    }

    @Bean
    fun lambda(http: HttpSecurity): SecurityFilterChain {
        // vigil: kt.csrf-disabled
        http.csrf { it.disable() }
        return http.build()
    }

    @Bean
    fun reference(http: HttpSecurity): SecurityFilterChain {
        // vigil: kt.csrf-disabled
        http.csrf(AbstractHttpConfigurer<*, *>::disable)
        return http.build()
    }

    @Bean
    fun dsl(http: HttpSecurity): SecurityFilterChain {
        http {
            // vigil: kt.csrf-disabled
            csrf { disable() }
            authorizeHttpRequests { authorize(anyRequest, authenticated) }
        }
        return http.build()
    }

    @Bean
    fun apiOnly(http: HttpSecurity): SecurityFilterChain {
        http {
            // vigil-ok: kt.csrf-disabled
            csrf { ignoringRequestMatchers("/api/**") }
        }
        return http.build()
    }
}
